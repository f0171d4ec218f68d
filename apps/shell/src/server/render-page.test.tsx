// @vitest-environment node
import type { FirstAnswers, MenuItem, RenderPageInput, StartupRunning } from '@parlor/contract'
import { describe, expect, it } from 'vitest'
import { samplePromotion } from '../test/sample-promotion.ts'
import { sampleSite } from '../test/sample-site.ts'
import { renderPage } from './render-page.tsx'

const menuItem = (id: string, path = `/${id}`): MenuItem => ({
  content_id: 1,
  id,
  name: id,
  path,
  icon: '',
  children: [],
})

const startup: StartupRunning = {
  statusCode: 1,
  statusMessage: 'OK',
  statusDetail: '',
  message: '',
  maintenance: { is_maintenance: false, start_date: null, end_date: null },
  content: {
    menu: [menuItem('hot'), menuItem('slots'), menuItem('promotions')],
    game_menu: [menuItem('slots')],
  },
  site: sampleSite,
  language: 'PHP',
  provider_count: [{ category: 'slots', count: 8 }],
  aff_domain: 'aff.lucky.example',
  live_chat: { chat_id: 'chat-1', image_id: '', status: false },
}

const answers: FirstAnswers = [
  {
    call: 'promotionList',
    params: { category: '' },
    answer: {
      statusCode: 1,
      statusMessage: 'OK',
      statusDetail: '',
      items: [
        {
          ...samplePromotion,
          title: 'Harbour welcome 100%',
          image_url: '/media/promotions/harbour.svg',
        },
      ],
    },
  },
]

const input = (overrides: Partial<RenderPageInput> = {}): RenderPageInput => ({
  url: 'https://lucky.example/',
  language: 'EN',
  startup,
  answers,
  viewport: 'narrow',
  ...overrides,
})

describe('renderPage', () => {
  it('renders the home a signed-out visitor sees, from the document’s own answers', async () => {
    const html = await renderPage(input())
    expect(html).toBeDefined()
    expect(html).toContain('alt="Lucky Harbour"')
    expect(html).toContain('src="/media/promotions/harbour.svg"')
    expect(html).toContain('href="/login"')
    // Plain markup: the page's Content-Security-Policy refuses any inline script.
    expect(html).not.toMatch(/<script|<template|<link/)
  })

  it('renders for the width the server guessed, as the browser’s hydration will', async () => {
    expect(await renderPage(input({ viewport: 'narrow' }))).toContain('data-compact="true"')
    expect(await renderPage(input({ viewport: 'wide' }))).not.toContain('data-compact')
  })

  it('renders in the document’s language, one render at a time', async () => {
    const [english, russian] = await Promise.all([
      renderPage(input()),
      renderPage(input({ url: 'https://lucky.example/ru', language: 'RUS' })),
    ])
    expect(english).toContain('Skip to content')
    expect(russian).not.toContain('Skip to content')
    expect(russian).toMatch(/[А-Яа-я]/)
    expect(russian).toContain('href="/ru/login"')
  })

  it('leaves an address the browser moves first to the browser: Russian asked for at the root', async () => {
    expect(await renderPage(input({ language: 'RUS' }))).toBeUndefined()
  })

  it('renders nothing for a page the browser must decide: an account page, an unknown address, a site that cannot start', async () => {
    expect(await renderPage(input({ url: 'https://lucky.example/account' }))).toBeUndefined()
    expect(await renderPage(input({ url: 'https://lucky.example/no-such-page' }))).toBeUndefined()
    expect(
      await renderPage(
        input({ startup: { ...startup, site: { ...startup.site, theme_code: 'x' } } }),
      ),
    ).toBeUndefined()
  })
})
