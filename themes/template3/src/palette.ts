import type { Shades } from '@parlor/core'
import type { manifest } from './manifest.ts'

/** Each allowed colour's five shades, lightest to darkest. */
export const palette = {
  purple: ['#f3e5f5', '#d29cf0', '#9c4dcc', '#5b1f86', '#240b38'],
  pink: ['#fde7f1', '#f8a5c8', '#ec4899', '#9d174d', '#3f0a20'],
  blue: ['#e3f2fd', '#82b1ff', '#2979ff', '#0d47a1', '#071d40'],
} satisfies Record<(typeof manifest.colorNames)[number], Shades>
