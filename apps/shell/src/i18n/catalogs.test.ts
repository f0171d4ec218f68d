import { i18n } from '@lingui/core'
import { afterEach, describe, expect, it, vi } from 'vitest'

/*
 * Catalogs named in `failing` ("ru:content") "fail to download" here, as on a dropped connection
 * or a missing file.
 */
const failing = vi.hoisted(() => new Set<string>())
vi.mock('@parlor/locales/catalog-loaders', async (importOriginal) => {
  const real = await importOriginal<typeof import('@parlor/locales/catalog-loaders')>()
  const failable = Object.fromEntries(
    Object.entries(real.catalogLoaders).map(([locale, loaders]) => [
      locale,
      Object.fromEntries(
        Object.entries(loaders).map(([domain, load]) => [
          domain,
          () =>
            failing.has(`${locale}:${domain}`) ? Promise.reject(new Error('offline')) : load(),
        ]),
      ),
    ]),
  )
  return { ...real, catalogLoaders: failable }
})

const { loadCatalogs, siteCatalogs } = await import('./catalogs.ts')

/** A message's text in the active language (an id in a variable: extraction leaves tests out). */
const textOf = (id: string) => i18n._(id)

afterEach(() => failing.clear())

describe("the site's catalogs, from the locales package", () => {
  it("starts in the chosen language's texts", async () => {
    expect(await siteCatalogs.start('ru', 'en')).toBe('ru')
    i18n.activate('ru')
    expect(textOf('auth.login')).toBe('Войти')
  })

  it('logs "Failed locale loading" and shows the fallback\'s texts when a catalog fails', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    await siteCatalogs.start('ru', 'en')
    i18n.activate('ru')
    failing.add('ru:content')
    await loadCatalogs(['content'])
    expect(errors).toHaveBeenCalledWith('Failed locale loading', expect.anything())
    // The page reads in English rather than in message ids.
    expect(textOf('news.title')).toBe('News')
  })
})
