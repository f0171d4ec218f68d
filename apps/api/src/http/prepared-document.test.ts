import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { DocumentPlan, RenderPageInput, ResponseOf } from '@parlor/contract'
import { announcementClosedCookie } from '@parlor/core/document'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { seoLookup } from '../content/seo-lookup.ts'
import { testBackends } from '../db/database.test-support.ts'
import type { Database } from '../db/database.ts'
import { livePromotions } from '../promotions/promotion-store.ts'
import { createSiteRepository } from '../sites/site-repository.ts'
import {
  acceptedLanguages,
  type DocumentSources,
  fillDocument,
  preparedPages,
  preparedSite,
  scriptSafeJson,
} from './prepared-document.ts'
import { securityHeaders } from './security-headers.ts'
import { mountStaticShell } from './static-shell.ts'

/** As the site's build writes index.html: a placeholder nonce on every script, style and preload. */
const builtIndex = [
  '<!doctype html><html lang="en"><head><meta charset="UTF-8">',
  '<title data-prepared>Loading…</title>',
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
  '<script nonce="BUILD_NONCE">window.__parlorStartup = 1</script>',
  '<meta property="csp-nonce" nonce="BUILD_NONCE">',
  '<script type="module" crossorigin src="/assets/site-abc.js" nonce="BUILD_NONCE"></script>',
  '<link rel="stylesheet" crossorigin href="/assets/site-abc.css" nonce="BUILD_NONCE">',
  '</head><body><div id="root"></div></body></html>',
].join('\n')

const files = (name: string) => ({ js: [`/assets/${name}.js`], css: [`/assets/${name}.css`] })
const colour = (template: string, shade: string, extra: Partial<{ id: string }> = {}) => ({
  variables: Object.fromEntries(
    [1, 2, 3, 4, 5].map((n) => [`--pk-shade-${n}`, `${shade}0000${n}`]),
  ),
  body: { id: extra.id ?? null, classes: ['green', template], mainWrapClasses: [] },
})

/** A plan as the shell's build writes it, for two of the demo's themes. */
const plan: DocumentPlan = {
  imageBase: '',
  localeRouting: {
    strategy: 'prefix_except_default',
    defaultLanguage: 'EN',
    fallbackLanguage: 'EN',
    languages: ['EN', 'RUS', 'CN'],
  },
  pages: [
    {
      path: '/',
      seoPage: 'home',
      catalogs: ['ui'],
      firstCalls: [
        { call: 'promotionList', params: { category: '' } },
        { call: 'top10WinnerWithdrawal', params: {} },
        // A player's call has no place in a document every visitor gets: never asked.
        { call: 'getBalance', params: {} },
        { call: 'noSuchCall', params: {} },
      ],
      hero: { call: 'promotionList', list: 'items', field: 'image_url', count: 1 },
      ...files('home-page'),
    },
    {
      path: '/slots',
      seoPage: 'slots',
      catalogs: ['ui'],
      firstCalls: [],
      // No answer to find it in: nothing to preload.
      hero: { call: 'gameList', list: 'items', field: 'game_image', count: 4 },
      ...files('lobby-page'),
    },
    {
      path: '/login',
      seoPage: null,
      catalogs: ['ui', 'messages'],
      firstCalls: [],
      hero: null,
      ...files('login-page'),
    },
  ],
  themes: {
    template1: {
      codes: ['slot1'],
      colors: { gold: colour('template1', '#a') },
      lead: { js: [], css: [], firstCalls: [], catalogs: [] },
      heroBanner: true,
      ...files('template1'),
    },
    template10: {
      codes: ['sportsbook1'],
      colors: { green: colour('template10', '#b', { id: 'sportsbook1' }) },
      lead: {
        ...files('home-matches'),
        firstCalls: [{ call: 'sportsMatches', params: { status: 'live', page: 1 } }],
        catalogs: ['messages'],
      },
      heroBanner: false,
      ...files('template10'),
    },
  },
  catalogTable: ['/assets/catalog-loaders.js'],
  // Shares the home page's chunk, which the document preloads already.
  announcementDialog: {
    js: ['/assets/announcement-modal.js', '/assets/home-page.js'],
    css: ['/assets/dialog.css'],
  },
  catalogs: {
    en: { ui: '/assets/en-ui.js', messages: '/assets/en-messages.js' },
    ru: { ui: '/assets/ru-ui.js', messages: '/assets/ru-messages.js' },
  },
  scriptFonts: { ru: ['/assets/cyrillic.css'] },
}

const phone =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36'
const iPhoneAgent =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'
const desktop =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36'

/** The text of one of the page's embedded JSON blocks, parsed. */
const embedded = (html: string, id = 'parlor-startup') =>
  JSON.parse(
    new RegExp(`<script type="application/json" id="${id}"[^>]*>(.*?)</script>`, 's').exec(
      html,
    )?.[1] ?? 'null',
  )

describe('scriptSafeJson', () => {
  it('cannot end its script element nor break a string on a line separator', () => {
    const value = {
      name: '</script><script>alert(1)</script><!--',
      line: 'a\u2028b\u2029c',
      amp: '&',
    }
    const text = scriptSafeJson(value)
    expect(text).not.toMatch(/[<>&\u2028\u2029]/)
    expect(JSON.parse(text)).toEqual(value)
  })
})

describe('fillDocument', () => {
  it('writes a site’s text as it is, even where it reads like a replacement pattern', () => {
    // `$'` and `$&` in a string replacement would paste the rest of the built page or the
    // matched tag into the document: a site named "Win $'big'" must not duplicate its page.
    const filled = fillDocument(builtIndex, {
      status: 200,
      html: ' lang="en" data-note="$&"',
      head: `<title data-prepared>Win $'big' $$ $&</title>`,
      pictures: `<link rel="preload" as="image" href="/media/$'.svg">`,
      preloads: '<style>.price::before{content:"$&"}</style>',
      body: ' class="$`"',
      root: '<p>$1 $&</p>',
      cacheable: true,
    })
    expect(filled).toContain('<html lang="en" data-note="$&">')
    expect(filled).toContain(
      `<link rel="preload" as="image" href="/media/$'.svg"><title data-prepared>Win $'big' $$ $&</title>`,
    )
    expect(filled).toContain('<style>.price::before{content:"$&"}</style></head>')
    expect(filled).toContain('<body class="$`">')
    expect(filled).toContain('<p>$1 $&</p>')
    expect(filled.match(/<head>/g)).toHaveLength(1)
    expect(filled.match(/<\/html>/g)).toHaveLength(1)
  })
})

describe('acceptedLanguages', () => {
  it('orders by quality, keeps ties in order and drops refusals and the wildcard', () => {
    expect(acceptedLanguages('ru;q=0.8, zh-CN, en;q=0.9, fr;q=0, *;q=0.1')).toEqual([
      'zh-CN',
      'en',
      'ru',
    ])
    expect(acceptedLanguages(undefined)).toEqual([])
  })
})

describe.each(testBackends)('prepared first documents on $name', (backend) => {
  let db: Database
  let sources: DocumentSources
  let page: ReturnType<typeof preparedPages>
  let seo: ReturnType<typeof seoLookup>
  const asked: { call: string; request: Record<string, unknown> }[] = []

  beforeAll(async () => {
    db = await backend.openSeeded()
    const sites = createSiteRepository(db)
    seo = seoLookup(db)
    sources = {
      startup: sites.startup,
      siteName: sites.siteName,
      // The promotions and the SEO record as the calls answer them; the winners' call failing,
      // to be left out.
      answer: async (call, request) => {
        asked.push({ call, request })
        const ok = { statusCode: 1, statusMessage: 'success', statusDetail: '' }
        const domain = String(request.domain_name)
        if (call === 'promotionList') {
          return { ...ok, items: await livePromotions(db, domain, '') }
        }
        if (call === 'seo') {
          const record = await seo(domain, String(request.page_name))
          return { ...ok, value: record ? [record] : [] }
        }
        return { statusCode: 500, statusMessage: 'internalServerError', statusDetail: '' }
      },
    }
    page = preparedPages(plan, sources)
  })
  afterAll(() => db.close())

  const documentOf = async (url: string, headers: Record<string, string> = {}) => {
    const prepared = await page(
      new URL(url),
      (name) => headers[name.toLowerCase()],
      builtIndex,
      'v1',
    )
    return { status: prepared.status, html: prepared.fill('ANSWER_NONCE'), prepared }
  }

  it('names the site and the page as a link preview reads them, from its SEO record', async () => {
    const { html } = await documentOf('http://template10.localhost/')
    const record = await seo('template10.localhost', 'home')
    expect(record?.meta_title).toBeTruthy()
    expect(html).toContain(`<title data-prepared>${record?.meta_title}</title>`)
    expect(html).not.toContain('Loading…')
    expect(html).toContain(
      `<meta data-prepared property="og:title" content="${record?.meta_title}">`,
    )
    expect(html).toContain('<meta data-prepared name="twitter:card" content="summary_large_image">')
    expect(html).toMatch(
      /<link data-prepared rel="canonical" href="https:\/\/template10\.localhost\/">/,
    )
    expect(html).toMatch(/<meta data-prepared name="description" content="[^"]+">/)
  })

  it('shows the site’s own icon in place of the build’s, before any script runs', async () => {
    const { html } = await documentOf('http://template10.localhost/')
    expect(html).toContain(
      '<link data-prepared rel="icon" href="/media/logos/template10-icon.svg">',
    )
    expect(html).not.toContain('/favicon.svg')
    // A domain no site answers keeps the build's.
    expect((await documentOf('http://nowhere.localhost/')).html).toContain('/favicon.svg')
  })

  it('links the script font of a language that needs one in the head, before the page’s text', async () => {
    const russian = (
      await documentOf('http://template10.localhost/', { cookie: 'i18n_redirected=RUS' })
    ).html
    const font = '<link rel="stylesheet" href="/assets/cyrillic.css" nonce="ANSWER_NONCE">'
    expect(russian.indexOf(font)).toBeGreaterThan(0)
    expect(russian.indexOf(font)).toBeLessThan(russian.indexOf('</head>'))
    const english = (await documentOf('http://template10.localhost/')).html
    expect(english).not.toContain('cyrillic.css')
  })

  it('carries the startup answer, exactly as the call answers it', async () => {
    const { html } = await documentOf('http://template10.localhost/slots')
    expect(embedded(html)).toEqual(await sources.startup('template10.localhost'))
  })

  it('paints in the theme’s colours: its shades in a style block, its classes and id on <body>', async () => {
    const { html } = await documentOf('http://template10.localhost/')
    // A block with the answer's nonce: the policy refuses a style attribute.
    expect(html).toContain(
      '<style nonce="ANSWER_NONCE">:root{--pk-shade-1:#b00001;--pk-shade-2:#b00002;--pk-shade-3:#b00003;--pk-shade-4:#b00004;--pk-shade-5:#b00005}</style>',
    )
    expect(html).not.toContain(' style=')
    expect(html).toContain(
      '<body class="green template10" data-parlor-classes="green template10" id="sportsbook1">',
    )
  })

  it('preloads the theme, the lead section on the home, the page and the language’s texts, after the build’s own tags, each with the answer’s nonce', async () => {
    const { html } = await documentOf('http://template10.localhost/', {
      cookie: 'i18n_redirected=RUS',
    })
    const head = html.slice(0, html.indexOf('</head>'))
    const after = head.slice(head.indexOf('/assets/site-abc.css'))
    expect(after).toContain('<style nonce="ANSWER_NONCE">:root{--pk-shade-1')
    for (const href of [
      '/assets/template10.css',
      '/assets/template10.js',
      '/assets/home-matches.js',
      '/assets/home-page.js',
      '/assets/catalog-loaders.js',
      '/assets/ru-ui.js',
      // The match list's texts, which it shows beyond the home's.
      '/assets/ru-messages.js',
    ]) {
      expect(after).toContain(`href="${href}" nonce="ANSWER_NONCE"`)
    }
    expect(html).not.toContain('/assets/en-ui.js')
    expect(html).not.toContain('BUILD_NONCE')
    // Not on another page: the lead section belongs to the home.
    expect((await documentOf('http://template10.localhost/slots')).html).not.toContain(
      'home-matches',
    )
  })

  it('preloads the home’s first banner, the largest picture of its first screen, on themes that open with banners', async () => {
    const [first] = await livePromotions(db, 'template1.localhost', '')
    expect(first?.image_url).toBeTruthy()
    const home = (await documentOf('http://template1.localhost/')).html
    const banner = `<link rel="preload" as="image" fetchpriority="high" href="${first?.image_url}" nonce="ANSWER_NONCE">`
    expect(home).toContain(banner)
    // Named before the embedded answers and every script and stylesheet, so it takes one of the
    // browser's first connections instead of queueing behind the code.
    const firstFetch = home.search(/<script|<link rel="(?:stylesheet|modulepreload)"/)
    expect(home.indexOf(banner)).toBeGreaterThan(0)
    expect(home.indexOf(banner)).toBeLessThan(firstFetch)
    // As many as the page names, in the answer's order, addresses only.
    const twoHeroes: DocumentPlan = {
      ...plan,
      pages: plan.pages.map((entry) =>
        entry.path === '/' && entry.hero ? { ...entry, hero: { ...entry.hero, count: 2 } } : entry,
      ),
    }
    const promotions = await livePromotions(db, 'template1.localhost', '')
    expect(promotions.length).toBeGreaterThan(2)
    const two = (
      await preparedPages(twoHeroes, sources)(
        new URL('http://template1.localhost/'),
        () => undefined,
        builtIndex,
        'v1',
      )
    ).fill('N')
    expect(
      [...two.matchAll(/rel="preload" as="image"[^>]*href="([^"]+)"/g)].map((m) => m[1]),
    ).toEqual(promotions.slice(0, 2).map((promotion) => promotion.image_url))
    // A build whose images live on a CDN has the banner preloaded from there, as the site loads it.
    const fromCdn = (
      await preparedPages({ ...plan, imageBase: 'https://img.example/' }, sources)(
        new URL('http://template1.localhost/'),
        () => undefined,
        builtIndex,
        'v1',
      )
    ).fill('N')
    expect(fromCdn).toContain(`href="https://img.example${first?.image_url}"`)
    // Another page, or a theme whose home opens with its match list, has another largest picture.
    expect((await documentOf('http://template1.localhost/slots')).html).not.toContain('as="image"')
    expect((await documentOf('http://template10.localhost/')).html).not.toContain('as="image"')
  })

  /** Pages whose home asks for the announcements, one of them running in `placement`. */
  const announcementPages = (placement: 'modal' | 'marquee') =>
    preparedPages(
      {
        ...plan,
        pages: plan.pages.map((entry) =>
          entry.path === '/'
            ? { ...entry, firstCalls: [{ call: 'announcements', params: {} }] }
            : entry,
        ),
      },
      {
        ...sources,
        answer: async () => ({
          statusCode: 1,
          statusMessage: 'OK',
          statusDetail: '',
          items: [
            {
              announcement_id: 1,
              placement,
              title: 'Welcome',
              body: '<p>Hello</p>',
              image_url: '/media/announcements/welcome.svg',
              starts_at: '2026-11-01T00:00:00.000Z',
              ends_at: null,
            },
          ],
        }),
      },
    )

  it('has a modal announcement’s code load behind the home’s first screen, and its picture with that screen’s', async () => {
    const home = async (placement: 'modal' | 'marquee', url = 'http://template1.localhost/') =>
      (await announcementPages(placement)(new URL(url), () => undefined, builtIndex, 'v1')).fill(
        'N',
      )

    const opened = await home('modal')
    expect(opened).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/announcement-modal.js" nonce="N">',
    )
    // Fetched, not applied: a stylesheet linked here would hold the first paint.
    expect(opened).toContain(
      '<link rel="preload" as="style" fetchpriority="low" crossorigin href="/assets/dialog.css" nonce="N">',
    )
    expect(opened).not.toContain('<link rel="stylesheet" href="/assets/dialog.css"')
    // Its picture comes with the first screen's, before any code: in place when the dialog opens.
    const picture =
      '<link rel="preload" as="image" fetchpriority="high" href="/media/announcements/welcome.svg" nonce="N">'
    expect(opened).toContain(picture)
    expect(opened.indexOf(picture)).toBeLessThan(opened.search(/<script|rel="modulepreload"/))
    // A file the page preloads already is not asked for twice.
    expect(opened.match(/href="\/assets\/home-page\.js"/g)).toHaveLength(1)
    // Only a modal one opens over the page, and only on the home.
    expect(await home('marquee')).not.toContain('announcement-modal')
    expect(await home('marquee')).not.toMatch(/<link rel="preload"[^>]*\/media\/announcements\//)
    expect(await home('modal', 'http://template1.localhost/slots')).not.toContain(
      'announcement-modal',
    )
  })

  it('loads no announcement for a visitor who closed it, and keeps their home apart', async () => {
    const pages = announcementPages('modal')
    const url = new URL('http://template1.localhost/')
    const closed = announcementClosedCookie.serialize().split(';')[0] ?? ''
    const visit = async (cookie: string | undefined) =>
      (await pages(url, (name) => (name === 'cookie' ? cookie : undefined), builtIndex, 'v1')).fill(
        'N',
      )
    // The closer's home first, then a first visit's: kept apart, neither gets the other's.
    const afterClosing = await visit(`i18n_redirected=EN; ${closed}`)
    const firstVisit = await visit(undefined)
    expect(afterClosing).not.toMatch(/<link rel="preload"[^>]*\/media\/announcements\//)
    expect(afterClosing).not.toContain('announcement-modal')
    expect(firstVisit).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/media/announcements/welcome.svg" nonce="N">',
    )
    expect(firstVisit).toContain('announcement-modal')
    expect(await visit(closed)).not.toContain('announcement-modal')
  })

  it('prepares the home again once the running promotions may have changed', async () => {
    let clock = 0
    let hero = '/media/promotions/a.svg'
    const [first] = await livePromotions(db, 'template1.localhost', '')
    const pages = preparedPages(
      plan,
      {
        ...sources,
        answer: async (call) =>
          call === 'promotionList'
            ? {
                statusCode: 1,
                statusMessage: 'OK',
                statusDetail: '',
                items: [{ ...first, image_url: hero }],
              }
            : { statusCode: 500, statusMessage: 'internalServerError', statusDetail: '' },
      },
      { maxAgeMs: 60_000, now: () => clock },
    )
    const url = new URL('http://template1.localhost/')
    const html = async () => (await pages(url, () => undefined, builtIndex, 'v1')).fill('N')
    expect(await html()).toContain('href="/media/promotions/a.svg"')
    hero = '/media/promotions/b.svg'
    clock = 59_000
    expect(await html()).toContain('href="/media/promotions/a.svg"')
    clock = 61_000
    expect(await html()).toContain('href="/media/promotions/b.svg"')
  })

  it('answers the first screen’s public calls in the document, for the site, and leaves out failures', async () => {
    asked.length = 0
    const fresh = preparedPages(plan, sources)
    const html = (
      await fresh(new URL('http://template1.localhost/'), () => undefined, builtIndex, 'v1')
    ).fill('ANSWER_NONCE')
    expect(asked.map(({ call }) => call).sort()).toEqual([
      'promotionList',
      'seo',
      'top10WinnerWithdrawal',
    ])
    expect(asked[0]?.request).toMatchObject({ domain_name: 'template1.localhost' })
    const answers = embedded(html, 'parlor-answers')
    expect(answers).toHaveLength(2)
    expect(answers[0]).toMatchObject({ call: 'promotionList', params: { category: '' } })
    expect(answers[0].answer.items).toEqual(
      JSON.parse(JSON.stringify(await livePromotions(db, 'template1.localhost', ''))),
    )
    // The page's SEO record, so the site's head needs no request of its own.
    expect(answers[1]).toMatchObject({ call: 'seo', params: { page_name: 'home' } })
    expect(answers[1].answer.value[0].meta_title).toBe(
      (await seo('template1.localhost', 'home'))?.meta_title,
    )
    expect(html).toContain(
      '<script type="application/json" id="parlor-answers" nonce="ANSWER_NONCE">',
    )
    // A lead section's calls are asked on the home of the themes that open with it.
    asked.length = 0
    await fresh(new URL('http://template10.localhost/'), () => undefined, builtIndex, 'v1')
    expect(asked.map(({ call }) => call).sort()).toEqual([
      'promotionList',
      'seo',
      'sportsMatches',
      'top10WinnerWithdrawal',
    ])
    // A page with an SEO record and no first calls carries the record alone.
    const slots = (
      await fresh(new URL('http://template1.localhost/slots'), () => undefined, builtIndex, 'v1')
    ).fill('N')
    expect(embedded(slots, 'parlor-answers').map(({ call }: { call: string }) => call)).toEqual([
      'seo',
    ])
    // Pages with neither carry no block.
    expect(
      (await fresh(new URL('http://template1.localhost/hot'), () => undefined, builtIndex, 'v1'))
        .fill('N')
        .includes('parlor-answers'),
    ).toBe(false)
  })

  it('reads the language from a prefixed address and the browser when there is no cookie', async () => {
    expect((await documentOf('http://template1.localhost/ru/slots')).html).toContain(
      '/assets/ru-ui.js',
    )
    expect(
      (
        await documentOf('http://template1.localhost/login', {
          'accept-language': 'ru-RU,ru;q=0.9',
        })
      ).html,
    ).toContain('/assets/ru-messages.js')
  })

  it('gives a site in maintenance and an unknown domain documents of their own', async () => {
    const maintenance = await documentOf('http://maintenance.localhost/')
    expect(maintenance.status).toBe(200)
    expect(embedded(maintenance.html)).toMatchObject({ maintenance: { is_maintenance: true } })
    expect(maintenance.html).toMatch(/<title data-prepared>[^<]+<\/title>/)
    expect(maintenance.html).not.toContain('--pk-shade-1')
    const unknown = await documentOf('http://nowhere.localhost/')
    expect(unknown.status).toBe(404)
    expect(embedded(unknown.html)).toMatchObject({ statusMessage: 'siteNotFound' })
    expect(unknown.html).toContain('<title data-prepared>nowhere.localhost</title>')
  })

  it('prepares a document once per site, language and page, and again when the site changes', async () => {
    const first = await documentOf('http://template1.localhost/')
    const again = await documentOf('http://template1.localhost/')
    expect(again.prepared).toBe(first.prepared)
    expect((await documentOf('http://template1.localhost/ru')).prepared).not.toBe(first.prepared)
    const changed: DocumentSources = {
      ...sources,
      // The site repository hands out a new answer once the site's data changed.
      startup: async (domain) => ({ ...(await sources.startup(domain)) }) as ResponseOf<'startup'>,
    }
    const pages = preparedPages(plan, changed)
    const url = new URL('http://template1.localhost/')
    const one = await pages(url, () => undefined, builtIndex, 'v1')
    const two = await pages(url, () => undefined, builtIndex, 'v1')
    expect(two).not.toBe(one)
  })

  describe('with the build’s renderer', () => {
    const rendered: RenderPageInput[] = []
    const renderPage = async (input: RenderPageInput) => {
      rendered.push(input)
      const { pathname, search } = new URL(input.url)
      if (pathname === '/login') return undefined
      if (search === '?broken') throw new Error('the renderer broke')
      // `$&` and `$'` would be replacement patterns to a careless String.replace.
      return `<main>${pathname}${search} for ${input.viewport} $& $'</main>`
    }
    const renderedPages = () => preparedPages(plan, sources, { render: renderPage })
    const fetchWith = async (pages: ReturnType<typeof preparedPages>, url: string, agent: string) =>
      (
        await pages(
          new URL(url),
          (name) => (name === 'user-agent' ? agent : undefined),
          builtIndex,
          'v1',
        )
      ).fill('N')

    it('puts the page the renderer made into #root, for the width the browser’s agent suggests', async () => {
      const pages = renderedPages()
      rendered.length = 0
      const html = await fetchWith(pages, 'http://template1.localhost/', phone)
      expect(html).toContain(
        `<div id="root" data-server-rendered><main>/ for narrow $& $'</main></div></body>`,
      )
      expect(html).toContain(
        '<html lang="en" data-first-viewport="narrow" data-device="isMobile isAndroid isChrome">',
      )
      // What it was given is what the document carries: the site renders the same page from it.
      expect(rendered).toHaveLength(1)
      expect(rendered[0]).toMatchObject({
        url: 'http://template1.localhost/',
        language: 'EN',
        // The phone's own parts (its app offers) are rendered for the reading the document carries.
        device: 'isMobile isAndroid isChrome',
      })
      expect(rendered[0]?.startup).toEqual(embedded(html))
      expect(rendered[0]?.answers).toEqual(embedded(html, 'parlor-answers'))

      const wide = await fetchWith(pages, 'http://template1.localhost/', desktop)
      expect(wide).toContain('<main>/ for wide')
      expect(wide).toContain(
        'data-first-viewport="wide" data-device="isDesktop isWindows isChrome"',
      )
      // Kept apart, and each rendered once.
      await fetchWith(pages, 'http://template1.localhost/', phone)
      expect(rendered).toHaveLength(2)
      // An iPhone is as narrow as the Android phone, but its app offer is another: its own reading.
      const iphone = await fetchWith(pages, 'http://template1.localhost/', iPhoneAgent)
      expect(iphone).toContain('data-first-viewport="narrow" data-device="isMobile isIos isSafari"')
    })

    it('renders each query of a page on its own', async () => {
      const pages = renderedPages()
      const one = await fetchWith(pages, 'http://template1.localhost/slots?provider=JILI', phone)
      const two = await fetchWith(pages, 'http://template1.localhost/slots?provider=PG', phone)
      expect(one).toContain('<main>/slots?provider=JILI for narrow')
      expect(two).toContain('<main>/slots?provider=PG for narrow')
    })

    it('keeps made-up queries from pushing the site’s documents out: a page with a query is rendered each time, never kept', async () => {
      const pages = preparedPages(plan, sources, { render: renderPage, entries: 2 })
      const home = await pages(
        new URL('http://template1.localhost/'),
        () => phone,
        builtIndex,
        'v1',
      )
      rendered.length = 0
      for (const query of ['?a=1', '?b=2', '?c=3']) {
        const html = await fetchWith(pages, `http://template1.localhost/slots${query}`, phone)
        expect(html).toContain(`<main>/slots${query} for narrow`)
      }
      await fetchWith(pages, 'http://template1.localhost/slots?a=1', phone)
      expect(rendered).toHaveLength(4)
      const again = await pages(
        new URL('http://template1.localhost/'),
        () => phone,
        builtIndex,
        'v1',
      )
      expect(again).toBe(home)
    })

    it('sends pages unrendered, and asks again next time, while the renderer is busy with enough of them', async () => {
      let finish: () => void = () => {}
      const stalled = new Promise<void>((resolve) => {
        finish = resolve
      })
      let started = 0
      let bothStarted: () => void = () => {}
      const rendering = new Promise<void>((resolve) => {
        bothStarted = resolve
      })
      const slow = async (input: RenderPageInput) => {
        started += 1
        if (started === 2) bothStarted()
        await stalled
        return `<main>${new URL(input.url).pathname}</main>`
      }
      const pages = preparedPages(plan, sources, { render: slow, maxPendingRenders: 2 })
      const waiting = ['/', '/login'].map((path) =>
        fetchWith(pages, `http://template1.localhost${path}`, desktop),
      )
      // Both are being rendered: the third goes out at once, as the build sent it.
      await rendering
      const third = await fetchWith(pages, 'http://template1.localhost/slots', desktop)
      expect(third).toContain('><div id="root"></div></body>')
      finish()
      expect(await Promise.all(waiting)).toEqual([
        expect.stringContaining('<main>/</main>'),
        expect.stringContaining('<main>/login</main>'),
      ])
      // Not kept unrendered: asked again, it is rendered.
      expect(await fetchWith(pages, 'http://template1.localhost/slots', desktop)).toContain(
        '<main>/slots</main>',
      )
    })

    it('keeps the build’s loading screen where the renderer declines, fails or has no page', async () => {
      const pages = renderedPages()
      const failed = vi.spyOn(console, 'error').mockImplementation(() => {})
      rendered.length = 0
      for (const path of ['/login', '/slots?broken']) {
        const html = await fetchWith(pages, `http://template1.localhost${path}`, phone)
        expect(html).toContain('><div id="root"></div></body>')
        expect(html).not.toContain('data-first-viewport')
      }
      expect(failed).toHaveBeenCalledWith(
        'Rendering the first document of http://template1.localhost/slots?broken failed',
        expect.any(Error),
      )
      failed.mockRestore()
      // An address the build has no page for, a site in maintenance, an unknown domain: not asked.
      await fetchWith(pages, 'http://template1.localhost/no-such-page', phone)
      await fetchWith(pages, 'http://maintenance.localhost/', phone)
      await fetchWith(pages, 'http://nowhere.localhost/', phone)
      expect(rendered.map(({ url }) => url)).toEqual([
        'http://template1.localhost/login',
        'http://template1.localhost/slots?broken',
      ])
    })
  })

  it('keeps a site’s own words out of the markup’s structure', async () => {
    await db.query(
      `update sites set site = jsonb_set(site, '{site_name}', to_jsonb($1::text)) where domain_name = 'template1.localhost'`,
      ['Evil "><script>alert(1)</script> \u2028 Casino'],
    )
    await db.query(`update promotions set title = $1 where domain_name = 'template1.localhost'`, [
      '</script><script>alert(2)</script>',
    ])
    const pages = preparedPages(plan, {
      ...sources,
      startup: createSiteRepository(db).startup,
      // No SEO record: the title is the site's own name.
      answer: async (call, request) =>
        call === 'seo'
          ? { statusCode: 1, statusMessage: 'success', statusDetail: '', value: [] }
          : sources.answer(call, request),
    })
    const html = (
      await pages(new URL('http://template1.localhost/'), () => undefined, builtIndex, 'v2')
    ).fill('N')
    expect(html).toContain(
      '<title data-prepared>Evil &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; \u2028 Casino</title>',
    )
    // The build's two, the startup answer and the first screen's answers: nothing the site wrote.
    expect(html.match(/<script/g)).toHaveLength(4)
    expect(embedded(html).site.site_name).toBe('Evil "><script>alert(1)</script> \u2028 Casino')
    expect(embedded(html, 'parlor-answers')[0].answer.items[0].title).toBe(
      '</script><script>alert(2)</script>',
    )
  })
})

describe('the static shell with a document plan', () => {
  let folder: string
  let db: Database
  let app: Hono

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'parlor-plan-'))
    mkdirSync(join(folder, '.parlor'))
    writeFileSync(join(folder, 'index.html'), builtIndex)
    writeFileSync(join(folder, '.parlor', 'document-plan.json'), JSON.stringify(plan))
    db = await (testBackends[0] ?? { openSeeded: () => Promise.reject() }).openSeeded()
    const sites = createSiteRepository(db)
    app = new Hono()
    app.use(securityHeaders())
    mountStaticShell(app, folder, (root) =>
      preparedSite(root, {
        startup: sites.startup,
        siteName: sites.siteName,
        answer: async () => ({ statusCode: 0, statusMessage: 'failed', statusDetail: '' }),
      }),
    )
  })
  afterAll(async () => {
    await db.close()
    rmSync(folder, { recursive: true, force: true })
  })

  it('answers each page address with the site’s document, its nonce the policy’s, and never serves the plan', async () => {
    const res = await app.request('http://template10.localhost/slots')
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1]
    const html = await res.text()
    expect(nonce).toBeTruthy()
    expect(html).toContain(`href="/assets/template10.css" nonce="${nonce}"`)
    expect(html).toContain(`<style nonce="${nonce}">:root{--pk-shade-1:#b00001`)
    expect(
      (await app.request('http://template10.localhost/.parlor/document-plan.json')).status,
    ).toBe(404)
    expect((await app.request('http://nowhere.localhost/')).status).toBe(404)
  })

  it('carries the build’s first-screen stylesheets in the document, each link left only to name its sheet', async () => {
    mkdirSync(join(folder, 'assets'), { recursive: true })
    writeFileSync(join(folder, 'assets', 'template10.css'), 'body.template10{color:#123}')
    // A new index.html, so the build's files are looked at again.
    writeFileSync(join(folder, 'index.html'), builtIndex.replaceAll('site-abc', 'site-ab'))
    try {
      const res = await app.request('http://template10.localhost/slots')
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1]
      const html = await res.text()
      expect(html).toContain(
        `<style nonce="${nonce}">body.template10{color:#123}</style><link rel="stylesheet" href="/assets/template10.css" nonce="${nonce}" disabled>`,
      )
      // A sheet the build does not hold stays a link the browser fetches.
      expect(html).toContain(
        `<link rel="stylesheet" crossorigin href="/assets/site-ab.css" nonce="${nonce}">`,
      )
    } finally {
      rmSync(join(folder, 'assets'), { recursive: true, force: true })
      writeFileSync(join(folder, 'index.html'), builtIndex)
    }
  })

  it('follows a build deployed in place: its own plan’s files, or none without a plan', async () => {
    const renamed: DocumentPlan = {
      ...plan,
      themes: Object.fromEntries(
        Object.entries(plan.themes).map(([name, theme]) => [
          name,
          { ...theme, js: theme.js.map((file) => file.replace('.js', '-v2.js')) },
        ]),
      ),
    }
    writeFileSync(join(folder, '.parlor', 'document-plan.json'), JSON.stringify(renamed))
    // A new index.html (its size changes with the build's new file names).
    writeFileSync(join(folder, 'index.html'), builtIndex.replace('site-abc', 'site-abcd'))
    const html = await (await app.request('http://template10.localhost/slots')).text()
    expect(html).toContain('href="/assets/template10-v2.js"')
    expect(html).not.toContain('href="/assets/template10.js"')

    rmSync(join(folder, '.parlor', 'document-plan.json'))
    writeFileSync(join(folder, 'index.html'), builtIndex.replace('site-abc', 'site-abcde'))
    const plain = await (await app.request('http://template10.localhost/slots')).text()
    expect(plain).toContain('<title data-prepared>Loading…</title>')
    expect(plain).not.toContain('template10')
  })

  it('renders pages with the renderer the build left, and with a new build’s own once deployed in place', async () => {
    const renderer = (word: string) =>
      `export const renderPage = async (input) => '<main>${word} ' + new URL(input.url).pathname + '</main>'\n`
    mkdirSync(join(folder, '.parlor', 'render'), { recursive: true })
    writeFileSync(join(folder, '.parlor', 'document-plan.json'), JSON.stringify(plan))
    writeFileSync(join(folder, '.parlor', 'render', 'render-page.js'), renderer('first'))
    writeFileSync(join(folder, 'index.html'), builtIndex.replace('site-abc', 'site-r1'))
    const first = await (await app.request('http://template10.localhost/slots')).text()
    expect(first).toContain('<div id="root" data-server-rendered><main>first /slots</main></div>')

    writeFileSync(join(folder, '.parlor', 'render', 'render-page.js'), renderer('second'))
    writeFileSync(join(folder, 'index.html'), builtIndex.replace('site-abc', 'site-r22'))
    const second = await (await app.request('http://template10.localhost/slots')).text()
    expect(second).toContain('<main>second /slots</main>')
    expect(
      (await app.request('http://template10.localhost/.parlor/render/render-page.js')).status,
    ).toBe(404)

    // One that does not load leaves the pages to the site's code, and says so.
    const failed = vi.spyOn(console, 'error').mockImplementation(() => {})
    writeFileSync(join(folder, '.parlor', 'render', 'render-page.js'), 'export const = broken')
    writeFileSync(join(folder, 'index.html'), builtIndex.replace('site-abc', 'site-r333'))
    const unrendered = await (await app.request('http://template10.localhost/slots')).text()
    expect(unrendered).toContain('<div id="root"></div>')
    expect(failed).toHaveBeenCalledWith(
      expect.stringContaining('render-page.js did not load'),
      expect.anything(),
    )
    failed.mockRestore()
  })
})
