import type { Shades } from '@parlor/core'
import type { manifest } from './manifest.ts'

/** Each allowed colour's five shades, lightest to darkest. */
export const palette = {
  red: ['#ffebee', '#ff8a80', '#e53935', '#8e1c1a', '#3b0b0a'],
  gold: ['#fff8e1', '#ffd54f', '#f5b301', '#8a6100', '#3d2b00'],
  black: ['#f2f2f2', '#c9c9c9', '#8c8c8c', '#2b2b2b', '#0d0d0d'],
} satisfies Record<(typeof manifest.colorNames)[number], Shades>
