import type { Shades } from '@parlor/core'
import type { manifest } from './manifest.ts'

/** Each allowed colour's five shades, lightest to darkest. */
export const palette = {
  pink: ['#fde7f1', '#f8a5c8', '#ec4899', '#9d174d', '#3f0a20'],
  purple: ['#f3e5f5', '#d29cf0', '#9c4dcc', '#5b1f86', '#240b38'],
  teal: ['#e0f7f5', '#7de3d7', '#14b8a6', '#0d6b61', '#042b27'],
} satisfies Record<(typeof manifest.colorNames)[number], Shades>
