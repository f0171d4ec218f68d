import type { Shades } from '@parlor/core'
import type { manifest } from './manifest.ts'

/** Each allowed colour's five shades, lightest to darkest. */
export const palette = {
  crimson: ['#fde8ec', '#f58ea3', '#dc143c', '#8b0d26', '#3a0510'],
  gold: ['#fff8e1', '#ffd54f', '#f5b301', '#8a6100', '#3d2b00'],
  navy: ['#e6ecf7', '#9db4e0', '#3f68b8', '#1a2f5c', '#0a1428'],
} satisfies Record<(typeof manifest.colorNames)[number], Shades>
