import type { FrameThemeLook } from '@parlor/ui-kit/frame'

/** Slot family: a neon night lobby, the category strip glowing under the header, a tab bar on phones. */
export const look = {
  frame: { navigation: 'bar', phoneNavigation: 'tabs' },
  home: ['banners', 'categories', 'ticker', 'rails', 'statistics', 'partners'],
} as const satisfies FrameThemeLook
