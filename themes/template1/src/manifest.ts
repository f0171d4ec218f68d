import type { ColorName, Shades } from '@parlor/core'

/**
 * What the shell must know before downloading the theme: the codes that select it and its
 * colours. Kept apart from the theme module so the registry stays tiny and eager.
 */
export const manifest = {
  template: 'template1',
  codes: ['slot1'],
  colors: {
    gold: ['#fff8e1', '#ffd54f', '#f5b301', '#8a6100', '#3d2b00'],
    red: ['#ffebee', '#ff8a80', '#e53935', '#8e1c1a', '#3b0b0a'],
    blue: ['#e3f2fd', '#82b1ff', '#2979ff', '#0d47a1', '#071d40'],
  } satisfies Partial<Record<ColorName, Shades>>,
} as const
