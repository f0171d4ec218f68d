import type { Shades } from '@parlor/core'
import type { manifest } from './manifest.ts'

/** Each allowed colour's five shades, lightest to darkest. */
export const palette = {
  blue: ['#e3f2fd', '#82b1ff', '#2979ff', '#0d47a1', '#071d40'],
  teal: ['#e0f7f5', '#7de3d7', '#14b8a6', '#0d6b61', '#042b27'],
  orange: ['#fff3e0', '#ffb870', '#ff7a1a', '#a84300', '#421a00'],
} satisfies Record<(typeof manifest.colorNames)[number], Shades>
