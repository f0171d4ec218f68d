import { i18n } from '@lingui/core'
import {
  createBrowserHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { localeRewrite } from '../navigation/locale-rewrite.ts'
import { activateLanguage, activeLanguage } from './active-language.ts'
import { siteCatalogs } from './catalogs.ts'
import { followAddressLanguage } from './follow-address-language.ts'
import { localeRouting } from './locale-routing-config.ts'
import { switchLanguage } from './switch-language.ts'

/** A message's text in the active language (an id in a variable: extraction leaves tests out). */
const textOf = (id: string) => i18n._(id)

/** The site's routing as the shell wires it: the default strategy, a prefix on all but English. */
function siteRouter() {
  const root = createRootRoute()
  const page = (path: string) => createRoute({ getParentRoute: () => root, path })
  return createRouter({
    routeTree: root.addChildren([page('/'), page('/slots'), page('/vip')]),
    history: createBrowserHistory(),
    rewrite: localeRewrite(localeRouting, activeLanguage),
  })
}

const address = () => `${window.location.pathname}${window.location.search}${window.location.hash}`

beforeEach(async () => {
  window.history.replaceState(null, '', '/slots?sort=new#top')
  await siteCatalogs.start('en', 'en')
  activateLanguage('EN')
})

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: forgetting the test's language cookie
  document.cookie = 'i18n_redirected=; max-age=0; path=/'
})

describe('switching language', () => {
  it('keeps the page, the query and the hash, and gives the address the prefix', async () => {
    const router = siteRouter()
    await router.load()
    await switchLanguage('RUS', router)
    expect(address()).toBe('/ru/slots?sort=new#top')
    expect(textOf('auth.login')).toBe('Войти')
    expect(document.documentElement.lang).toBe('ru')
    expect(document.cookie).toContain('i18n_redirected=RUS')
    // The routes never see the prefix; the links the router writes carry it.
    await router.load()
    expect(router.state.location.pathname).toBe('/slots')
    expect(router.buildLocation({ to: '/vip' as '/' }).publicHref).toBe('/ru/vip')
  })

  it('drops the prefix again for the default language', async () => {
    const router = siteRouter()
    await switchLanguage('CN', router)
    expect(address()).toBe('/zh/slots?sort=new#top')
    await switchLanguage('EN', router)
    expect(address()).toBe('/slots?sort=new#top')
    expect(document.documentElement.lang).toBe('en')
  })

  it('follows an address of another language, as going back across a switch gives', async () => {
    const router = siteRouter()
    const stop = followAddressLanguage(router)
    router.history.push('/ms/vip')
    await expect.poll(() => activeLanguage()).toBe('MS')
    expect(document.documentElement.lang).toBe('ms')
    stop()
  })
})
