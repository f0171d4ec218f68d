import type { FrameThemeLook } from '@parlor/ui-kit/frame'

/** Slot family: candy-light lobby, a tab bar on phones. */
export const look = {
  frame: { navigation: 'bar', phoneNavigation: 'tabs' },
  home: ['banners', 'ticker', 'rails', 'categories', 'partners'],
} as const satisfies FrameThemeLook
