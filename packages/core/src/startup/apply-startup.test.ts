import type { ResponseOf } from '@parlor/contract'
import { createStore } from 'jotai/vanilla'
import { describe, expect, it, vi } from 'vitest'
import { initialLayout, type LayoutState, layoutAtom } from '../stores/layout-store.ts'
import { withoutRemembered, withRememberedChoices } from '../stores/remembered-layout.ts'
import { applyStartup } from './apply-startup.ts'
import { registryWith, running, template4 } from './test-support/startup-answers.ts'

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
