import { type ColorName, defineTheme, type Shades, type Theme } from '@parlor/core'
import type { ThemeLayout } from '../layout/layout-props.ts'
import { frameLayout } from './frame-layout.tsx'
import type { FrameArrangement } from './frame-options.ts'

/** What the shell knows of a theme before downloading it: a theme package's `manifest` export. */
export interface FrameThemeManifest<TColor extends ColorName>
  extends Pick<Theme, 'template' | 'codes'> {
  readonly colorNames: readonly TColor[]
}

/**
 * How a theme wears the frame: only what sets it apart. A guest meets the login page unless the
 * theme names a modal, and the home shows `defaultHomeSections` unless it names its
 * own order.
 */
export interface FrameThemeLook
  extends Partial<Pick<Theme, 'home' | 'loginEntry' | 'rewardsEntry' | 'breakpoint' | 'body'>> {
  readonly frame: FrameArrangement
}

/**
 * A theme whose Layout is the shared frame in the theme's arrangement. The frame follows the rest
 * of the theme: its login entry, its custom breakpoint and its main-wrap classes. The palette
 * must give shades for exactly the colours the manifest allows.
 */
export function frameTheme<TColor extends ColorName>(
  manifest: FrameThemeManifest<TColor>,
  palette: Readonly<Record<TColor, Shades>>,
  { frame, loginEntry = 'page', rewardsEntry = 'page', ...look }: FrameThemeLook,
): Theme<ThemeLayout> {
  return defineTheme<ThemeLayout>({
    template: manifest.template,
    codes: manifest.codes,
    colors: palette,
    loginEntry,
    rewardsEntry,
    ...look,
    Layout: frameLayout({
      ...frame,
      loginEntry,
      ...(look.breakpoint ? { compactBelow: look.breakpoint.px } : {}),
      ...(look.body?.mainWrapClasses ? { mainWrapClasses: look.body.mainWrapClasses } : {}),
    }),
  })
}
