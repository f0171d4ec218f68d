import type { FrameThemeLook } from '@parlor/ui-kit/frame'

/** Slot family: pixel arcade, the menu inside the header band, a tab bar on phones. */
export const look = {
  frame: { navigation: 'inline', phoneNavigation: 'tabs' },
  breakpoint: { name: 'template12Custom', px: 769 },
  home: ['categories', 'banners', 'rails', 'ticker', 'statistics', 'partners'],
} as const satisfies FrameThemeLook
