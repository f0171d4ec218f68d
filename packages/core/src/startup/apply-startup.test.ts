import type { MenuItem, ResponseOf, StartupRunning } from '@parlor/contract'
import { createStore } from 'jotai/vanilla'
import { describe, expect, it, vi } from 'vitest'
import { initialLayout, type LayoutState, layoutAtom } from '../stores/layout-store.ts'
import { withoutRemembered, withRememberedChoices } from '../stores/remembered-layout.ts'
import { defineTheme, type Shades } from '../theme/define-theme.ts'
import type { ThemeRegistry, ThemeRegistryEntry } from '../theme/theme-registry.ts'
import { applyStartup } from './apply-startup.ts'

const shades: Shades = ['#fafafa', '#d0d0d0', '#909090', '#505050', '#101010']
const template4 = defineTheme({
  template: 'template4',
  codes: ['slot4'],
  colors: { gold: shades, red: shades },
  Layout: 'Template4Layout',
  loginEntry: 'login-modal',
  rewardsEntry: 'login-modal',
  body: { id: 'slot4', mainWrapClasses: ['main-wrap'] },
})

function registryWith(load: ThemeRegistryEntry<string>['load']): ThemeRegistry<string> {
  // The other themes' code must never be loaded: a page downloads its own theme only.
  const other = (template: string): ThemeRegistryEntry<string> => ({
    codes: [],
    colors: ['gold'],
    load: () => Promise.reject(new Error(template)),
  })
  return {
    template1: other('template1'),
    template4: { codes: ['slot4'], colors: ['gold', 'red'], load },
    template10: other('template10'),
  }
}

const menuItem = (id: string, children: MenuItem[] = []): MenuItem => ({
  content_id: 1,
  id,
  name: id,
  path: `/${id}`,
  icon: '',
  children,
})

function running(site: Partial<StartupRunning['site']> = {}): StartupRunning {
  return {
    statusCode: 1,
    statusMessage: 'OK',
    statusDetail: '',
    message: '',
    maintenance: { is_maintenance: false, start_date: null, end_date: null },
    content: {
      menu: [menuItem('hot'), menuItem('slots'), menuItem('fish'), menuItem('promotions')],
      game_menu: [menuItem('games', [menuItem('slots'), menuItem('crash')])],
    },
    site: {
      site_name: 'Lucky Demo',
      currency: 'PHP',
      currency_decimals: 2,
      theme_code: 'slot4',
      theme_color: 'red',
      logo1: '/logo1.svg',
      logo2: '/logo2.svg',
      logo3: '/logo3.svg',
      status: true,
      expired_date: null,
      logo_text: 'LUCKY',
      external_id: 'op-1',
      android_sub: '',
      ios_sub: '',
      manifest_icon: '/icon.png',
      gamify_status: true,
      deposit_min: 10_000,
      deposit_max: 5_000_000,
      withdraw_min: 20_000,
      ...site,
    },
    language: 'PHP',
    provider_count: [{ category: 'slots', count: 8 }],
    aff_domain: 'aff.example.com',
    live_chat: { chat_id: 'chat-1', image_id: '', status: true },
  }
}

function setup(load = vi.fn(() => Promise.resolve(template4))) {
  const store = createStore()
  return {
    store,
    load,
    deps: { store, registry: registryWith(load), now: () => new Date('2026-11-22T00:00:00Z') },
  }
}

describe('applyStartup', () => {
  it('stores the site, filters its menus, loads only its theme and sets its body', async () => {
    const { store, load, deps } = setup()
    const outcome = await applyStartup(deps, running())

    expect(outcome).toEqual({
      kind: 'ready',
      theme: template4,
      color: 'red',
      onPage: {
        body: { id: 'slot4', classes: ['red', 'template4'], mainWrapClasses: ['main-wrap'] },
        variables: {
          '--pk-shade-1': '#fafafa',
          '--pk-shade-2': '#d0d0d0',
          '--pk-shade-3': '#909090',
          '--pk-shade-4': '#505050',
          '--pk-shade-5': '#101010',
        },
      },
    })
    expect(load).toHaveBeenCalledTimes(1)
    const layout = store.get(layoutAtom)
    expect(layout.site?.site_name).toBe('Lucky Demo')
    expect(layout.template).toBe('template4')
    expect(layout.display.preloader).toBe(false)
    expect(layout.content?.menu.map((m) => m.id)).toEqual(['hot', 'slots', 'promotions'])
    expect(layout.content?.game_menu[0]?.children.map((m) => m.id)).toEqual(['slots'])
  })

  it('in maintenance stores only the window and loads nothing', async () => {
    const { store, load, deps } = setup()
    const window = {
      is_maintenance: true as const,
      start_date: '2026-11-22T01:00:00.000Z',
      end_date: '2026-11-22T05:00:00.000Z',
    }
    const outcome = await applyStartup(deps, {
      statusCode: 1,
      statusMessage: 'OK',
      statusDetail: '',
      message: '',
      maintenance: window,
    })

    expect(outcome).toEqual({ kind: 'maintenance', maintenance: window })
    expect(load).not.toHaveBeenCalled()
    expect(store.get(layoutAtom)).toMatchObject({ maintenance: window, site: null, content: null })
  })

  it.each([
    ['an unknown code', { theme_code: 'slot99' }, 'Invalid theme code'],
    ['a colour the code does not allow', { theme_color: 'blue' }, 'Invalid theme color'],
  ])('resets the state with the exact message for %s', async (_, site, message) => {
    const { store, load, deps } = setup()
    await applyStartup(deps, running())
    const outcome = await applyStartup(deps, running(site))

    expect(outcome).toEqual({ kind: 'invalid-theme', message })
    expect(load).toHaveBeenCalledTimes(1)
    expect(store.get(layoutAtom)).toMatchObject({
      message,
      site: null,
      content: null,
      template: null,
    })
  })

  it('keeps the message of a non-success answer and resets the rest', async () => {
    const { store, deps } = setup()
    await applyStartup(deps, running())
    const failure: ResponseOf<'startup'> = {
      statusCode: -404,
      statusMessage: 'siteNotFound',
      statusDetail: 'no site for x.test',
    }
    expect(await applyStartup(deps, failure)).toEqual({
      kind: 'failed',
      message: 'siteNotFound',
      statusCode: -404,
    })
    expect(store.get(layoutAtom)).toMatchObject({ message: 'siteNotFound', site: null })
  })

  it('keeps the player’s own choices through a reset', async () => {
    const { store, deps } = setup()
    store.set(layoutAtom, {
      ...initialLayout,
      display: { ...initialLayout.display, beforeAnnouncement: false },
    })
    await applyStartup(deps, running({ theme_code: 'nope' }))
    expect(store.get(layoutAtom).display.beforeAnnouncement).toBe(false)
  })

  it('makes of a returning visitor’s layout, without what was remembered, a first visit’s', async () => {
    const first = setup()
    await applyStartup(first.deps, running())
    const returning = setup()
    const remembered: Partial<LayoutState> = {
      accountList: [
        { type: 'telegram', name: 'Telegram', url: 'https://t.me/lucky', icon: '/telegram.svg' },
      ],
      cms: null,
      partners: [{ href: 'https://jili.example/', img_url: '/jili.svg', partner_name: 'JILI' }],
      display: { ...initialLayout.display, downloadBar: false, beforeAnnouncement: false },
    }
    returning.store.set(layoutAtom, { ...initialLayout, ...remembered })
    await applyStartup(returning.deps, running())
    const layout = returning.store.get(layoutAtom)
    // What a server renders from: the same for both visitors.
    expect(withoutRemembered(layout)).toEqual(first.store.get(layoutAtom))
    // The visitor's choices come back once the page has hydrated; the lists with their next fetch.
    expect(withRememberedChoices(withoutRemembered(layout), layout)).toEqual({
      ...layout,
      accountList: [],
      partners: [],
    })
  })

  it.each([
    ['switched off', { status: false }],
    ['past its expiry date', { expired_date: '2026-11-21T23:59:59.000Z' }],
  ])('reports a site %s as unavailable without loading its theme', async (_, site) => {
    const { load, deps } = setup()
    expect(await applyStartup(deps, running(site))).toEqual({ kind: 'site-unavailable' })
    expect(load).not.toHaveBeenCalled()
  })

  it('keeps a site whose expiry date is still ahead', async () => {
    const { deps } = setup()
    const outcome = await applyStartup(deps, running({ expired_date: '2026-12-01T00:00:00.000Z' }))
    expect(outcome.kind).toBe('ready')
  })
})
