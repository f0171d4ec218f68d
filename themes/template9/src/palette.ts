import type { Shades } from '@parlor/core'
import type { manifest } from './manifest.ts'

/** Each allowed colour's five shades, lightest to darkest. */
export const palette = {
  emerald: ['#e3f8ef', '#86e0b5', '#10b981', '#065f46', '#022c22'],
  gold: ['#fff8e1', '#ffd54f', '#f5b301', '#8a6100', '#3d2b00'],
  black: ['#f2f2f2', '#c9c9c9', '#8c8c8c', '#2b2b2b', '#0d0d0d'],
} satisfies Record<(typeof manifest.colorNames)[number], Shades>
