import type { FrameThemeLook } from '@parlor/ui-kit/frame'

/** Slot family: flat and minimal, a dense grid, the menu in the header band. */
export const look = {
  frame: { navigation: 'inline', phoneNavigation: 'drawer' },
  home: ['banners', 'rails', 'categories', 'statistics', 'partners'],
} as const satisfies FrameThemeLook
