import type { FrameThemeLook } from '@parlor/ui-kit/frame'

/** Sportsbook family: three columns, the match list first, a tab bar on phones. */
export const look = {
  frame: { navigation: 'columns', phoneNavigation: 'tabs' },
  loginEntry: 'login-modal',
  rewardsEntry: 'login-modal',
  body: { id: 'sportsbook1', mainWrapClasses: ['main-wrap', 'sportsbook1-wrap'] },
  home: ['matches', 'banners', 'rails', 'ticker', 'partners'],
} as const satisfies FrameThemeLook
