import type { Shades } from '@parlor/core'
import type { manifest } from './manifest.ts'

/** Each allowed colour's five shades, lightest to darkest. */
export const palette = {
  orange: ['#fff3e0', '#ffb870', '#ff7a1a', '#a84300', '#421a00'],
  purple: ['#f3e5f5', '#d29cf0', '#9c4dcc', '#5b1f86', '#240b38'],
  teal: ['#e0f7f5', '#7de3d7', '#14b8a6', '#0d6b61', '#042b27'],
} satisfies Record<(typeof manifest.colorNames)[number], Shades>
