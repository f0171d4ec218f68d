import type { FrameThemeLook } from '@parlor/ui-kit/frame'

/** Sportsbook family: a light, airy three-column board, a tab bar on phones. */
export const look = {
  frame: { navigation: 'columns', phoneNavigation: 'tabs' },
  home: ['matches', 'rails', 'banners', 'ticker', 'partners'],
} as const satisfies FrameThemeLook
