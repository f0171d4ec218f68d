import type { FrameThemeLook } from '@parlor/ui-kit/frame'

/** Slot family: one bold header band holding the menu, a tab bar on phones and tablets (below 1200 px). */
export const look = {
  frame: { navigation: 'inline', phoneNavigation: 'tabs' },
  loginEntry: 'login-modal',
  breakpoint: { name: 'template2Custom', px: 1200 },
  body: { id: 'slot2', mainWrapClasses: ['main-wrap', 'slot2-wrap'] },
} as const satisfies FrameThemeLook
