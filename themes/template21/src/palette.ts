import type { Shades } from '@parlor/core'
import type { manifest } from './manifest.ts'

/** Each allowed colour's five shades, lightest to darkest. */
export const palette = {
  blue: ['#e3f2fd', '#82b1ff', '#2979ff', '#0d47a1', '#071d40'],
  green: ['#e8f5e9', '#8be39b', '#2eaa4f', '#1b5e20', '#0a2910'],
  orange: ['#fff3e0', '#ffb870', '#ff7a1a', '#a84300', '#421a00'],
} satisfies Record<(typeof manifest.colorNames)[number], Shades>
