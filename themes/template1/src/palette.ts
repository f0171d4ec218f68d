import type { Shades } from '@parlor/core'
import type { manifest } from './manifest.ts'

/** Each allowed colour's five shades, lightest to darkest. */
export const palette = {
  gold: ['#fff8e1', '#ffd54f', '#f5b301', '#8a6100', '#3d2b00'],
  red: ['#ffebee', '#ff8a80', '#e53935', '#8e1c1a', '#3b0b0a'],
  blue: ['#e3f2fd', '#82b1ff', '#2979ff', '#0d47a1', '#071d40'],
} satisfies Record<(typeof manifest.colorNames)[number], Shades>
