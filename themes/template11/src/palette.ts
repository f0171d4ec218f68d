import type { Shades } from '@parlor/core'
import type { manifest } from './manifest.ts'

/** Each allowed colour's five shades, lightest to darkest. */
export const palette = {
  navy: ['#e6ecf7', '#9db4e0', '#3f68b8', '#1a2f5c', '#0a1428'],
  red: ['#ffebee', '#ff8a80', '#e53935', '#8e1c1a', '#3b0b0a'],
  teal: ['#e0f7f5', '#7de3d7', '#14b8a6', '#0d6b61', '#042b27'],
} satisfies Record<(typeof manifest.colorNames)[number], Shades>
