import type { Theme } from '@parlor/core'
import type { ThemeLayout } from '@parlor/ui-kit'

/** The theme's colour as the CSS variables every ui-kit component reads. */
export function applyThemeColor(
  root: HTMLElement,
  theme: Theme<ThemeLayout>,
  color: keyof Theme['colors'],
): void {
  const shades = theme.colors[color]
  shades?.forEach((shade, index) => {
    root.style.setProperty(`--pk-shade-${index + 1}`, shade)
  })
}
