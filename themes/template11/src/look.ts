import type { FrameThemeLook } from '@parlor/ui-kit/frame'

/** Sportsbook family: a dense three-column trading desk. */
export const look = {
  frame: { navigation: 'columns', phoneNavigation: 'drawer' },
  breakpoint: { name: 'template11Custom', px: 768 },
  home: ['banners', 'matches', 'rails', 'ticker', 'statistics', 'partners'],
} as const satisfies FrameThemeLook
