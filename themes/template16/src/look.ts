import type { FrameThemeLook } from '@parlor/ui-kit/frame'

/** Casino family: a light navy casino with a compact rail. */
export const look = {
  frame: { navigation: 'rail', phoneNavigation: 'tabs' },
  home: ['live-tables', 'banners', 'rails', 'ticker', 'statistics', 'partners'],
} as const satisfies FrameThemeLook
