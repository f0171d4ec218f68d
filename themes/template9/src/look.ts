import type { FrameThemeLook } from '@parlor/ui-kit/frame'

/** Casino family: card-table felt, a side rail, a tab bar on phones. */
export const look = {
  frame: { navigation: 'rail', phoneNavigation: 'tabs' },
  body: { id: 'casino4', mainWrapClasses: ['main-wrap', 'casino4-wrap'] },
  home: ['live-tables', 'rails', 'banners', 'statistics', 'ticker', 'partners'],
} as const satisfies FrameThemeLook
