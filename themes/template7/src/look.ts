import type { FrameThemeLook } from '@parlor/ui-kit/frame'

/** Casino family: a slim icon rail, live tables leading, a tab bar on phones. */
export const look = {
  frame: { navigation: 'rail', phoneNavigation: 'tabs' },
  home: ['live-tables', 'banners', 'rails', 'ticker', 'partners'],
} as const satisfies FrameThemeLook
