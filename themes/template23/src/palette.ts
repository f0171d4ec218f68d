import type { Shades } from '@parlor/core'
import type { manifest } from './manifest.ts'

/** Each allowed colour's five shades, lightest to darkest. */
export const palette = {
  purple: ['#f3e5f5', '#d29cf0', '#9c4dcc', '#5b1f86', '#240b38'],
  crimson: ['#fde8ec', '#f58ea3', '#dc143c', '#8b0d26', '#3a0510'],
  gold: ['#fff8e1', '#ffd54f', '#f5b301', '#8a6100', '#3d2b00'],
} satisfies Record<(typeof manifest.colorNames)[number], Shades>
