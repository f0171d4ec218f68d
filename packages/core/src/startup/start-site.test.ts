// @vitest-environment jsdom
import { type I18n, setupI18n } from '@lingui/core'
import type { ResponseOf } from '@parlor/contract'
import { createStore } from 'jotai/vanilla'
import { describe, expect, it, vi } from 'vitest'
import { createSiteCatalogs } from '../i18n/site-catalogs.ts'
import { layoutAtom } from '../stores/layout-store.ts'
import { startSite } from './start-site.ts'
import { registryWith, running, template4 } from './test-support/startup-answers.ts'

/** A message's text in the active language (an id in a variable: extraction leaves it out). */
const textOf = (i18n: I18n, id: string) => i18n._(id)

const messages = {
  en: { ui: { 'auth.login': 'Log in' } },
  ru: { ui: { 'auth.login': 'Войти' } },
}

function setup({ failing = [] as string[] } = {}) {
  const i18n = setupI18n()
  const catalogs = createSiteCatalogs<'en' | 'ru', 'ui'>({
    i18n,
    table: async () => ({
      en: { ui: async () => ({ messages: messages.en.ui }) },
      ru: {
        ui: async () => {
          if (failing.includes('ru')) throw new Error('offline')
          return { messages: messages.ru.ui }
        },
      },
    }),
    firstDomains: ['ui'],
    sourceLocale: 'en',
    logError: () => undefined,
  })
  const store = createStore()
  const load = vi.fn(() => Promise.resolve(template4))
  return { i18n, catalogs, store, registry: registryWith(load), load }
}

describe('startSite', () => {
  it('opens a ready site in its language with its theme on the page', async () => {
    const { i18n, catalogs, store, registry } = setup()
    const onStartup = vi.fn()
    const outcome = await startSite({
      store,
      registry,
      i18n,
      catalogs,
      startup: Promise.resolve(running()),
      language: { code: 'RUS', fallback: 'EN' },
      document,
      onStartup,
    })

    expect(outcome).toMatchObject({ kind: 'ready', theme: template4, language: 'RUS' })
    expect(textOf(i18n, 'auth.login')).toBe('Войти')
    expect(document.documentElement.lang).toBe('ru')
    expect(document.body.id).toBe('slot4')
    expect(document.body.classList.contains('template4')).toBe(true)
    expect(store.get(layoutAtom).site?.site_name).toBe('Lucky Demo')
    expect(onStartup).toHaveBeenCalledWith(running())
  })

  it('opens in the fallback language when the chosen one cannot load', async () => {
    const { i18n, catalogs, store, registry } = setup({ failing: ['ru'] })
    const outcome = await startSite({
      store,
      registry,
      i18n,
      catalogs,
      startup: Promise.resolve(running()),
      language: { code: 'RUS', fallback: 'EN' },
    })
    expect(outcome.language).toBe('EN')
    expect(textOf(i18n, 'auth.login')).toBe('Log in')
  })

  it('reports a failed startup without loading a theme or touching the page', async () => {
    const { i18n, catalogs, store, registry, load } = setup()
    document.body.className = ''
    const failure: ResponseOf<'startup'> = {
      statusCode: -404,
      statusMessage: 'siteNotFound',
      statusDetail: 'No site has that domain',
    }
    const outcome = await startSite({
      store,
      registry,
      i18n,
      catalogs,
      startup: Promise.resolve(failure),
      language: { code: 'EN', fallback: 'EN' },
      document,
    })
    expect(outcome).toMatchObject({ kind: 'failed', message: 'siteNotFound', language: 'EN' })
    expect(load).not.toHaveBeenCalled()
    expect(document.body.className).toBe('')
  })
})
