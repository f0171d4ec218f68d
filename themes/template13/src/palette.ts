import type { Shades } from '@parlor/core'
import type { manifest } from './manifest.ts'

/** Each allowed colour's five shades, lightest to darkest. */
export const palette = {
  gold: ['#fff8e1', '#ffd54f', '#f5b301', '#8a6100', '#3d2b00'],
  navy: ['#e6ecf7', '#9db4e0', '#3f68b8', '#1a2f5c', '#0a1428'],
  emerald: ['#e3f8ef', '#86e0b5', '#10b981', '#065f46', '#022c22'],
} satisfies Record<(typeof manifest.colorNames)[number], Shades>
