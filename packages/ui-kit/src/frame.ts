// @parlor/ui-kit/frame: the chrome themes arrange (header, menu, page, footer). Only a theme
// imports it, so it downloads with the site's theme.

export type { LayoutProps, ThemeLayout } from './layout/layout-props.ts'
export type {
  FrameArrangement,
  FrameNavigation,
  FrameOptions,
  FramePhoneNavigation,
} from './theme-frame/frame-options.ts'
export type { FrameThemeLook, FrameThemeManifest } from './theme-frame/frame-theme.ts'
export { frameTheme } from './theme-frame/frame-theme.ts'
export type { ThemeFrameProps } from './theme-frame/theme-frame.tsx'
export { ThemeFrame } from './theme-frame/theme-frame.tsx'
