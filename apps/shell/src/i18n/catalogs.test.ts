import { i18n } from '@lingui/core'
import { afterEach, describe, expect, it, vi } from 'vitest'

/*
 * The Russian catalogs "fail to download" here: `failing` names the domains whose import rejects,
 * as a dropped connection or a missing file would.
 */
const failing = vi.hoisted(() => new Set<string>())
vi.mock('@parlor/locales/catalog-loaders', async (importOriginal) => {
  const real = await importOriginal<typeof import('@parlor/locales/catalog-loaders')>()
  const ru = Object.fromEntries(
    Object.entries(real.catalogLoaders.ru).map(([domain, load]) => [
      domain,
      () => (failing.has(domain) ? Promise.reject(new Error('offline')) : load()),
    ]),
  )
  return { ...real, catalogLoaders: { ...real.catalogLoaders, ru } }
})

const { loadCatalogs, loadLanguage, startLanguage } = await import('./catalogs.ts')

/** A message's text in the active language (an id in a variable: extraction leaves tests out). */
const textOf = (id: string) => i18n._(id)

afterEach(() => failing.clear())

describe('the message catalogs the site loads', () => {
  it("starts in the chosen language's texts", async () => {
    expect(await startLanguage('ru', 'en')).toBe('ru')
    i18n.activate('ru')
    expect(textOf('auth.login')).toBe('Войти')
  })

  it('logs "Failed locale loading" and shows the fallback\'s texts when a catalog fails', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    await startLanguage('ru', 'en')
    i18n.activate('ru')
    failing.add('content')
    await loadCatalogs(['content'])
    expect(errors).toHaveBeenCalledWith('Failed locale loading', expect.anything())
    // The page reads in English rather than in message ids.
    expect(textOf('news.title')).toBe('News')
  })

  it('changes nothing when a language to switch to cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await startLanguage('en', 'en')
    i18n.activate('en')
    // A switch brings every domain shown so far: this one has not come in Russian yet.
    await loadCatalogs(['validation'])
    failing.add('validation')
    await expect(loadLanguage('ru')).rejects.toThrow('offline')
    expect(i18n.locale).toBe('en')
  })
})
