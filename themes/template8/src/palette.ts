import type { Shades } from '@parlor/core'
import type { manifest } from './manifest.ts'

/** Each allowed colour's five shades, lightest to darkest. */
export const palette = {
  purple: ['#f3e5f5', '#d29cf0', '#9c4dcc', '#5b1f86', '#240b38'],
  gold: ['#fff8e1', '#ffd54f', '#f5b301', '#8a6100', '#3d2b00'],
  teal: ['#e0f7f5', '#7de3d7', '#14b8a6', '#0d6b61', '#042b27'],
} satisfies Record<(typeof manifest.colorNames)[number], Shades>
