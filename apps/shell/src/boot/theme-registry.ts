import { themePackages } from 'virtual:parlor/theme-packages'
import { registryOf } from '@parlor/core'
import type { ThemeLayout } from '@parlor/ui-kit'

/**
 * The themes this site was built with, found among its dependencies (vite/theme-packages.ts):
 * each one's codes and colour names, eagerly (they are tiny), and its code behind a dynamic
 * import, so a page downloads only its own site's theme.
 */
export const themeRegistry = registryOf<ThemeLayout>(themePackages)
