import type { FrameThemeLook } from '@parlor/ui-kit/frame'

/** Sportsbook family: stadium blue in three columns, a tab bar on phones. */
export const look = {
  frame: { navigation: 'columns', phoneNavigation: 'tabs' },
  home: ['banners', 'matches', 'rails', 'ticker', 'statistics', 'partners'],
} as const satisfies FrameThemeLook
