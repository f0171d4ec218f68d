import type { FrameThemeLook } from '@parlor/ui-kit/frame'

/** Slot family: art-deco, the menu inside the header band from 999 px, a drawer below. */
export const look = {
  frame: { navigation: 'inline', phoneNavigation: 'drawer' },
  loginEntry: 'login-modal',
  rewardsEntry: 'login-modal',
  breakpoint: { name: 'template4Custom', px: 999 },
  body: { id: 'slot4', mainWrapClasses: ['main-wrap', 'slot4-wrap'] },
} as const satisfies FrameThemeLook
