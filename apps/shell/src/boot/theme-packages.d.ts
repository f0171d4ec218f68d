// The module vite/theme-packages.ts writes from the site's dependencies.
declare module 'virtual:parlor/theme-packages' {
  import type { ThemePackage } from '@parlor/core'
  import type { ThemeLayout } from '@parlor/ui-kit'

  export const themePackages: readonly ThemePackage<ThemeLayout>[]
}
