import type { Theme, ThemeRegistry, ThemeRegistryEntry } from '@parlor/core'
import { manifest as template1 } from '@parlor/theme-template1/manifest'
import type { ThemeLayout } from '@parlor/ui-kit'

type Entry = ThemeRegistryEntry<ThemeLayout>

function entryOf(
  manifest: { codes: readonly string[]; colors: object },
  load: () => Promise<{ default: Theme<ThemeLayout> }>,
): Entry {
  return {
    codes: manifest.codes,
    colors: Object.keys(manifest.colors) as Entry['colors'],
    load: () => load().then((module) => module.default),
  }
}

/**
 * A template whose package is not built yet: its codes are known (design.md §2), it allows no
 * colour, so a site on it shows the invalid-colour screen instead of a broken page.
 */
function pending(code: string): Entry {
  return {
    codes: [code],
    colors: [],
    load: () => Promise.reject(new Error(`${code}: theme not built`)),
  }
}

/**
 * Every template's codes and colours, eagerly (they are tiny), and its code behind a dynamic
 * import, so a page downloads only its own site's theme.
 */
export const themeRegistry: ThemeRegistry<ThemeLayout> = {
  template1: entryOf(template1, () => import('@parlor/theme-template1')),
  template2: pending('slot2'),
  template3: pending('slot3'),
  template4: pending('slot4'),
  template5: pending('slot5'),
  template6: pending('casino1'),
  template7: pending('casino2'),
  template8: pending('casino3'),
  template9: pending('casino4'),
  template10: pending('sportsbook1'),
  template11: pending('sportsbook2'),
  template12: pending('slot6'),
  template13: pending('casino5'),
  template14: pending('sportsbook3'),
  template15: pending('slot7'),
  template16: pending('casino6'),
  template17: pending('sportsbook4'),
  template19: pending('slot8'),
  template20: pending('casino7'),
  template21: pending('sportsbook5'),
  template22: pending('slot9'),
  template23: pending('casino8'),
}
