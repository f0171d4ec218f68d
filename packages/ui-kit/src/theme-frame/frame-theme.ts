import { defineTheme, type Theme } from '@parlor/core'
import type { ThemeLayout } from '../layout/layout-props.ts'
import { frameLayout } from './frame-layout.tsx'
import type { FrameArrangement } from './frame-options.ts'

export interface FrameThemeInput extends Omit<Theme<ThemeLayout>, 'Layout'> {
  readonly frame: FrameArrangement
}

/**
 * A theme whose Layout is the shared frame in the theme's arrangement. The frame follows the rest
 * of the theme: its login entry, its custom breakpoint and its main-wrap classes.
 */
export function frameTheme({ frame, ...theme }: FrameThemeInput): Theme<ThemeLayout> {
  return defineTheme<ThemeLayout>({
    ...theme,
    Layout: frameLayout({
      ...frame,
      loginEntry: theme.loginEntry,
      ...(theme.breakpoint ? { compactBelow: theme.breakpoint.px } : {}),
      ...(theme.body?.mainWrapClasses ? { mainWrapClasses: theme.body.mainWrapClasses } : {}),
    }),
  })
}
