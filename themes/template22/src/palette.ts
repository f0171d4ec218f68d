import type { Shades } from '@parlor/core'
import type { manifest } from './manifest.ts'

/** Each allowed colour's five shades, lightest to darkest. */
export const palette = {
  green: ['#e8f5e9', '#8be39b', '#2eaa4f', '#1b5e20', '#0a2910'],
  gold: ['#fff8e1', '#ffd54f', '#f5b301', '#8a6100', '#3d2b00'],
  teal: ['#e0f7f5', '#7de3d7', '#14b8a6', '#0d6b61', '#042b27'],
} satisfies Record<(typeof manifest.colorNames)[number], Shades>
