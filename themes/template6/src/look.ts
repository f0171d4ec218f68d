import type { FrameThemeLook } from '@parlor/ui-kit/frame'

/** Casino family: a black-tie side rail, live tables first. */
export const look = {
  frame: { navigation: 'rail', phoneNavigation: 'drawer' },
  rewardsEntry: 'login-modal',
  home: ['banners', 'live-tables', 'rails', 'ticker', 'statistics', 'partners'],
} as const satisfies FrameThemeLook
