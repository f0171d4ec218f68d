import type { Shades } from '@parlor/core'
import type { manifest } from './manifest.ts'

/** Each allowed colour's five shades, lightest to darkest. */
export const palette = {
  teal: ['#e0f7f5', '#7de3d7', '#14b8a6', '#0d6b61', '#042b27'],
  navy: ['#e6ecf7', '#9db4e0', '#3f68b8', '#1a2f5c', '#0a1428'],
  orange: ['#fff3e0', '#ffb870', '#ff7a1a', '#a84300', '#421a00'],
} satisfies Record<(typeof manifest.colorNames)[number], Shades>
