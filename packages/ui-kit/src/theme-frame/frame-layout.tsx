import type { LayoutProps, ThemeLayout } from '../layout/layout-props.ts'
import type { FrameOptions } from './frame-options.ts'
import { ThemeFrame } from './theme-frame.tsx'

/** A theme's Layout: the shared frame in the theme's arrangement. */
export function frameLayout(options: FrameOptions): ThemeLayout {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per theme, when its module loads
  function FrameLayout(props: LayoutProps) {
    return <ThemeFrame {...props} {...options} />
  }
  FrameLayout.displayName = `FrameLayout(${options.navigation}, ${options.phoneNavigation})`
  return FrameLayout
}
