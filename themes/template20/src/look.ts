import type { FrameThemeLook } from '@parlor/ui-kit/frame'

/** Casino family: red lacquer, a side rail from 960 px. */
export const look = {
  frame: { navigation: 'rail', phoneNavigation: 'drawer' },
  breakpoint: { name: 'template20Custom', px: 960 },
  home: ['banners', 'live-tables', 'rails', 'ticker', 'partners'],
} as const satisfies FrameThemeLook
