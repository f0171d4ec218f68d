import type { FrameThemeLook } from '@parlor/ui-kit/frame'

/** Slot family: a light, playful lobby, the games before the categories. */
export const look = {
  frame: { navigation: 'bar', phoneNavigation: 'drawer' },
  loginEntry: 'signin-modal',
  home: ['banners', 'rails', 'categories', 'ticker', 'statistics', 'partners'],
} as const satisfies FrameThemeLook
