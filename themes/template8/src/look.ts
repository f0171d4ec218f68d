import type { FrameThemeLook } from '@parlor/ui-kit/frame'

/** Casino family: an ivory lounge in a light palette with a side rail. */
export const look = {
  frame: { navigation: 'rail', phoneNavigation: 'drawer' },
  rewardsEntry: 'login-modal',
  body: { classes: ['casino-lounge', 'has-rail'] },
  home: ['banners', 'live-tables', 'ticker', 'rails', 'statistics', 'partners'],
} as const satisfies FrameThemeLook
