import type { Shades } from '@parlor/core'
import type { manifest } from './manifest.ts'

/** Each allowed colour's five shades, lightest to darkest. */
export const palette = {
  black: ['#f2f2f2', '#c9c9c9', '#8c8c8c', '#2b2b2b', '#0d0d0d'],
  gold: ['#fff8e1', '#ffd54f', '#f5b301', '#8a6100', '#3d2b00'],
  green: ['#e8f5e9', '#8be39b', '#2eaa4f', '#1b5e20', '#0a2910'],
} satisfies Record<(typeof manifest.colorNames)[number], Shades>
