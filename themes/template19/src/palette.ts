import type { Shades } from '@parlor/core'
import type { manifest } from './manifest.ts'

/** Each allowed colour's five shades, lightest to darkest. */
export const palette = {
  teal: ['#e0f7f5', '#7de3d7', '#14b8a6', '#0d6b61', '#042b27'],
  blue: ['#e3f2fd', '#82b1ff', '#2979ff', '#0d47a1', '#071d40'],
  pink: ['#fde7f1', '#f8a5c8', '#ec4899', '#9d174d', '#3f0a20'],
} satisfies Record<(typeof manifest.colorNames)[number], Shades>
