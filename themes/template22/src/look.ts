import type { FrameThemeLook } from '@parlor/ui-kit/frame'

/** Slot family: a lucky-clover lobby with framed tiles. */
export const look = {
  frame: { navigation: 'bar', phoneNavigation: 'drawer' },
  home: ['banners', 'ticker', 'categories', 'rails', 'statistics', 'partners'],
} as const satisfies FrameThemeLook
