import type { FrameThemeLook } from '@parlor/ui-kit/frame'

/** Sportsbook family: high-contrast black and yellow in three columns. */
export const look = {
  frame: { navigation: 'columns', phoneNavigation: 'drawer' },
  home: ['banners', 'matches', 'ticker', 'rails', 'partners'],
} as const satisfies FrameThemeLook
