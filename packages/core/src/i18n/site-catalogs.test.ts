import { type I18n, setupI18n } from '@lingui/core'
import { describe, expect, it, vi } from 'vitest'
import { type CatalogTable, createSiteCatalogs } from './site-catalogs.ts'

/** A message's text in the active language (an id in a variable: extraction leaves it out). */
const textOf = (i18n: I18n, id: string) => i18n._(id)

type Locale = 'en' | 'ru' | 'vi'
type Domain = 'ui' | 'content'

const texts: Record<Locale, Record<Domain, Record<string, string>>> = {
  en: { ui: { 'auth.login': 'Log in' }, content: { 'news.title': 'News' } },
  ru: { ui: { 'auth.login': 'Войти' }, content: { 'news.title': 'Новости' } },
  vi: { ui: { 'auth.login': 'Đăng nhập' }, content: { 'news.title': 'Tin tức' } },
}

/** A catalog table whose files named in `failing` ("ru:content") fail, as on a dropped connection. */
function setup() {
  const failing = new Set<string>()
  const downloads: string[] = []
  const table = Object.fromEntries(
    Object.entries(texts).map(([locale, domains]) => [
      locale,
      Object.fromEntries(
        Object.entries(domains).map(([domain, messages]) => [
          domain,
          () => {
            downloads.push(`${locale}:${domain}`)
            return failing.has(`${locale}:${domain}`)
              ? Promise.reject(new Error('offline'))
              : Promise.resolve({ messages })
          },
        ]),
      ),
    ]),
  ) as CatalogTable<Locale, Domain>
  const i18n = setupI18n()
  const logError = vi.fn()
  const catalogs = createSiteCatalogs<Locale, Domain>({
    i18n,
    table: () => Promise.resolve(table),
    firstDomains: ['ui'],
    sourceLocale: 'en',
    logError,
  })
  return { catalogs, i18n, failing, downloads, logError }
}

describe('a site’s message catalogs', () => {
  it('starts in the chosen language, downloading only the first domains', async () => {
    const { catalogs, i18n, downloads } = setup()
    expect(await catalogs.start('ru', 'en')).toBe('ru')
    i18n.activate('ru')
    expect(textOf(i18n, 'auth.login')).toBe('Войти')
    expect(downloads).toEqual(['ru:ui'])
  })

  it('starts in the fallback when the chosen language cannot load, and in the code’s own texts when neither can', async () => {
    const first = setup()
    first.failing.add('ru:ui')
    expect(await first.catalogs.start('ru', 'vi')).toBe('vi')

    const second = setup()
    second.failing.add('ru:ui')
    second.failing.add('vi:ui')
    expect(await second.catalogs.start('ru', 'vi')).toBe('en')
  })

  it('logs "Failed locale loading" and shows the fallback’s texts when a later catalog fails', async () => {
    const { catalogs, i18n, failing, logError } = setup()
    await catalogs.start('ru', 'en')
    i18n.activate('ru')
    failing.add('ru:content')
    await catalogs.load(['content'])
    expect(logError).toHaveBeenCalledWith('Failed locale loading', expect.anything())
    // The page reads in English rather than in message ids.
    expect(textOf(i18n, 'news.title')).toBe('News')
  })

  it('brings a module and its texts together', async () => {
    const { catalogs, i18n } = setup()
    await catalogs.start('vi', 'en')
    i18n.activate('vi')
    const load = catalogs.withCatalogs(['content'], () => Promise.resolve('the news page'))
    expect(await load()).toBe('the news page')
    expect(textOf(i18n, 'news.title')).toBe('Tin tức')
  })

  it('switches with every domain shown so far, and changes nothing when one cannot load', async () => {
    const { catalogs, i18n, failing, downloads } = setup()
    await catalogs.start('en', 'en')
    i18n.activate('en')
    await catalogs.load(['content'])
    await catalogs.loadLanguage('ru')
    expect(downloads).toEqual(expect.arrayContaining(['ru:ui', 'ru:content']))

    failing.add('vi:ui')
    await expect(catalogs.loadLanguage('vi')).rejects.toThrow('offline')
    expect(i18n.locale).toBe('en')
  })
})
