import type { FrameThemeLook } from '@parlor/ui-kit/frame'

/** Slot family: a sticky two-tier header, the categories as an icon strip beneath it, a drawer menu on phones. */
export const look = {
  frame: { navigation: 'bar', phoneNavigation: 'drawer' },
} as const satisfies FrameThemeLook
