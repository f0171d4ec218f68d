import type { ColorName, Theme, ThemeRegistry, ThemeRegistryEntry } from '@parlor/core'
import { manifest as template1 } from '@parlor/theme-template1/manifest'
import { manifest as template2 } from '@parlor/theme-template2/manifest'
import { manifest as template3 } from '@parlor/theme-template3/manifest'
import { manifest as template4 } from '@parlor/theme-template4/manifest'
import { manifest as template5 } from '@parlor/theme-template5/manifest'
import { manifest as template6 } from '@parlor/theme-template6/manifest'
import { manifest as template7 } from '@parlor/theme-template7/manifest'
import { manifest as template8 } from '@parlor/theme-template8/manifest'
import { manifest as template9 } from '@parlor/theme-template9/manifest'
import { manifest as template10 } from '@parlor/theme-template10/manifest'
import { manifest as template11 } from '@parlor/theme-template11/manifest'
import { manifest as template12 } from '@parlor/theme-template12/manifest'
import { manifest as template13 } from '@parlor/theme-template13/manifest'
import { manifest as template14 } from '@parlor/theme-template14/manifest'
import { manifest as template15 } from '@parlor/theme-template15/manifest'
import { manifest as template16 } from '@parlor/theme-template16/manifest'
import { manifest as template17 } from '@parlor/theme-template17/manifest'
import { manifest as template19 } from '@parlor/theme-template19/manifest'
import { manifest as template20 } from '@parlor/theme-template20/manifest'
import { manifest as template21 } from '@parlor/theme-template21/manifest'
import { manifest as template22 } from '@parlor/theme-template22/manifest'
import { manifest as template23 } from '@parlor/theme-template23/manifest'
import type { ThemeLayout } from '@parlor/ui-kit'

type Entry = ThemeRegistryEntry<ThemeLayout>

function entryOf(
  manifest: { codes: readonly string[]; colorNames: readonly ColorName[] },
  load: () => Promise<{ default: Theme<ThemeLayout> }>,
): Entry {
  return {
    codes: manifest.codes,
    colors: manifest.colorNames,
    load: () => load().then((module) => module.default),
  }
}

/**
 * Every template's codes and colour names, eagerly (they are tiny), and its code behind a dynamic
 * import, so a page downloads only its own site's theme (design.md §2).
 */
export const themeRegistry: ThemeRegistry<ThemeLayout> = {
  template1: entryOf(template1, () => import('@parlor/theme-template1')),
  template2: entryOf(template2, () => import('@parlor/theme-template2')),
  template3: entryOf(template3, () => import('@parlor/theme-template3')),
  template4: entryOf(template4, () => import('@parlor/theme-template4')),
  template5: entryOf(template5, () => import('@parlor/theme-template5')),
  template6: entryOf(template6, () => import('@parlor/theme-template6')),
  template7: entryOf(template7, () => import('@parlor/theme-template7')),
  template8: entryOf(template8, () => import('@parlor/theme-template8')),
  template9: entryOf(template9, () => import('@parlor/theme-template9')),
  template10: entryOf(template10, () => import('@parlor/theme-template10')),
  template11: entryOf(template11, () => import('@parlor/theme-template11')),
  template12: entryOf(template12, () => import('@parlor/theme-template12')),
  template13: entryOf(template13, () => import('@parlor/theme-template13')),
  template14: entryOf(template14, () => import('@parlor/theme-template14')),
  template15: entryOf(template15, () => import('@parlor/theme-template15')),
  template16: entryOf(template16, () => import('@parlor/theme-template16')),
  template17: entryOf(template17, () => import('@parlor/theme-template17')),
  template19: entryOf(template19, () => import('@parlor/theme-template19')),
  template20: entryOf(template20, () => import('@parlor/theme-template20')),
  template21: entryOf(template21, () => import('@parlor/theme-template21')),
  template22: entryOf(template22, () => import('@parlor/theme-template22')),
  template23: entryOf(template23, () => import('@parlor/theme-template23')),
}
