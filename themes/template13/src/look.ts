import type { FrameThemeLook } from '@parlor/ui-kit/frame'

/** Casino family: a midnight lounge with a gilded side rail. */
export const look = {
  frame: { navigation: 'rail', phoneNavigation: 'drawer' },
  home: ['banners', 'live-tables', 'rails', 'statistics', 'ticker', 'partners'],
} as const satisfies FrameThemeLook
