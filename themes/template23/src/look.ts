import type { FrameThemeLook } from '@parlor/ui-kit/frame'

/** Casino family: a jewel-toned lounge with a side rail. */
export const look = {
  frame: { navigation: 'rail', phoneNavigation: 'tabs' },
  home: ['banners', 'live-tables', 'rails', 'statistics', 'ticker', 'partners'],
} as const satisfies FrameThemeLook
