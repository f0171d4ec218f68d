import { Hono } from 'hono'
import { beforeAll, describe, expect, it } from 'vitest'
import { catalogue } from '../games/game-catalogue.ts'
import { demoContent } from '../sites/demo-content.ts'
import { demoSites } from '../sites/demo-sites.ts'
import { worstTextContrast } from './contrast-check.test-support.ts'
import { renderGameTile } from './game-tile.ts'
import { mountMedia } from './media-routes.ts'
import { minimumContrast } from './palette.ts'
import { xmlProblems } from './xml-check.test-support.ts'

/**
 * Every /media address the demo sites and their content point at, scripts' markup included,
 * with its `#view` when it names one image of a sheet.
 */
function seededMediaPaths(): string[] {
  const now = new Date()
  const records = demoSites(now).flatMap((site) => [
    site,
    demoContent(site.domain_name, site.site.site_name, now),
  ])
  const found =
    JSON.stringify(records).match(/\/media\/[A-Za-z0-9_./-]+(?:#[A-Za-z0-9_-]+)?/g) ?? []
  return [...new Set(found)].sort()
}

describe('/media artwork', () => {
  const app = new Hono()
  mountMedia(app)
  const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers })

  let seeded: string[] = []
  beforeAll(() => {
    seeded = seededMediaPaths()
  })

  it('answers every image path of the demo sites and their content with well-formed SVG', async () => {
    // Menu icons, site logos, chat buttons, social icons, partners, the announcement, the pixel.
    expect(seeded.length).toBeGreaterThan(100)
    for (const folder of ['sheets', 'logos', 'chat', 'announcements']) {
      expect(
        seeded.some((p) => p.startsWith(`/media/${folder}/`)),
        folder,
      ).toBe(true)
    }
    for (const address of seeded) {
      const [path = '', view] = address.split('#')
      const res = await get(path)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/svg+xml')
      expect(res.headers.get('cache-control')).toBe('public, max-age=86400')
      expect(res.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{27}"$/)
      const svg = await res.text()
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), path).toBe(true)
      expect(xmlProblems(svg), path).toEqual([])
      if (view !== undefined) expect(svg, address).toContain(`<view id="${view}" `)
      if (svg.includes('<text'))
        expect(worstTextContrast(svg), path).toBeGreaterThanOrEqual(minimumContrast)
    }
  })

  it('frames in each view of a sheet the very image its own file shows', async () => {
    const sheets: [sheet: string, folder: string, ids: string[]][] = [
      ['icons', 'icons', ['slots', 'livecasino', 'hot', 'vip', 'download']],
      ['social', 'social', ['facebook', 'telegram', 'viber', 'email']],
      ['partners', 'partners', ['jili', 'pplay', 'evoplay']],
    ]
    for (const [sheet, folder, ids] of sheets) {
      const svg = await (await get(`/media/sheets/${sheet}.svg`)).text()
      const [, width, height] = /^<svg [^>]*width="(\d+)" height="(\d+)"/.exec(svg) ?? []
      for (const id of ids) {
        const view = new RegExp(`<view id="${id}" viewBox="0 (\\d+) ${width} ${height}"/>`).exec(
          svg,
        )
        expect(view, `${sheet}#${id}`).not.toBeNull()
        // The image sits at the view's place: a nested <svg> at the same height, with the file's body.
        const single = await (await get(`/media/${folder}/${id}.svg`)).text()
        const placed = single.replace(
          '<svg xmlns="http://www.w3.org/2000/svg" ',
          `<svg x="0" y="${view?.[1]}" `,
        )
        expect(svg, `${sheet}#${id}`).toContain(placed)
      }
    }
    expect((await get('/media/sheets/everything.svg')).status).toBe(404)
  })

  it('draws a tile for every game in the catalogue, its text at WCAG AA contrast', async () => {
    for (const game of catalogue) {
      const res = await get(game.game_image)
      expect(res.status, game.game_image).toBe(200)
      const svg = await res.text()
      expect(xmlProblems(svg), game.game_image).toEqual([])
      expect(worstTextContrast(svg), game.game_image).toBeGreaterThanOrEqual(minimumContrast)
      expect(svg).toContain(game.provider_name.toUpperCase().replace('&', '&amp;'))
    }
  })

  it('escapes names that carry XML specials', async () => {
    const ampersand = catalogue.find((g) => g.game_name.includes('&'))
    const apostrophe = catalogue.find((g) => g.game_name.includes("'"))
    if (!ampersand || !apostrophe) throw new Error('the catalogue lost its awkward names')
    const served = await (await get(ampersand.game_image)).text()
    expect(served).toContain(' &amp; ')
    expect(served).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/)
    expect(await (await get(apostrophe.game_image)).text()).toContain('&#39;')

    const tile = renderGameTile({
      provider_code: 'TEST',
      game_code: 'x1',
      game_name: `<script>alert("1")</script> & Co`,
      provider_name: 'A<B>&"C"',
      category: 'slots',
    })
    expect(xmlProblems(tile)).toEqual([])
    expect(tile).not.toContain('<script>')
    expect(tile).toContain('&lt;script&gt;')
    expect(tile).toContain('A&lt;B&gt;&amp;&quot;C&quot;')
  })

  it('titles the placeholder cards from their file names', async () => {
    const cases: [string, string][] = [
      ['/media/promotions/weekend-reload-bonus.svg', 'Weekend Reload Bonus'],
      ['/media/news/new-games-of-the-week.svg', 'New Games of the Week'],
      ['/media/vip/gold.svg', 'Gold'],
      ['/media/banks/bdo.svg', 'BDO'],
      ['/media/og/home.svg', 'Home'],
      // The shapes the other seeds use: a domain that is no demo's, ids, codes and prize kinds.
      ['/media/og/casino.example.com.svg', 'casino.example.com'],
      ['/media/news/12.svg', 'News 12'],
      ['/media/promotions/3.svg', 'Promotion 3'],
      ['/media/vip/platinum.svg', 'Platinum'],
      ['/media/banks/unionbank.svg', 'UNIONBANK'],
      ['/media/spin/none.svg', 'Try Again'],
      ['/media/spin/cash.svg', 'Cash'],
    ]
    for (const [path, title] of cases) {
      const res = await get(path)
      expect(res.status, path).toBe(200)
      const svg = await res.text()
      expect(svg).toContain(`<title>${title}</title>`)
      expect(xmlProblems(svg), path).toEqual([])
      expect(worstTextContrast(svg), path).toBeGreaterThanOrEqual(minimumContrast)
    }
  })

  it('answers a repeat request carrying the ETag with 304 and no body', async () => {
    const path = catalogue[0]?.game_image ?? ''
    const first = await get(path)
    const etag = first.headers.get('etag') ?? ''
    const again = await get(path, { 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect(again.headers.get('etag')).toBe(etag)
    expect((await get(path, { 'if-none-match': `W/${etag}, "other"` })).status).toBe(304)
    expect((await get(path, { 'if-none-match': '"stale"' })).status).toBe(200)
    expect((await get(catalogue[1]?.game_image ?? '')).headers.get('etag')).not.toBe(etag)
  })

  it.each([
    '/media/games/..%2f..%2fetc/passwd',
    '/media/games/JILI/..%2f..%2fpackage.json.svg',
    '/media/%2e%2e/%2e%2e/etc/passwd.svg',
    '/media/games/JILI%2f..%2f..%2fsecret.svg',
    '/media/games/JILI/40.svg%00.png',
    '/media/games/JILI/no-such-game.svg',
    '/media/games/NOBODY/40.svg',
    '/media/games/JILI/40.png',
    '/media/games/JILI/40',
    '/media/games/JILI/40.svg/more.svg',
    '/media/games/JILI.svg',
    '/media/unknown/thing.svg',
    '/media/logos/template18-1.svg',
    '/media/promotions/template18/welcome.svg',
    '/media/promotions/template1/jackpot.svg',
    '/media/promotions/template1/welcome-0.svg',
    '/media/promotions/template1/welcome-1000.svg',
    '/media/promotions/template1/welcome-.svg',
    '/media/promotions/template1/daily/more.svg',
    '/media/logos/template7-9.svg',
    '/media/chat/template99.svg',
    '/media/social/myspace.svg',
    '/media/icons/no-such-icon.svg',
    '/media/partners/nobody.svg',
    '/media/news/.svg',
    '/media/news/a..b.svg',
    '/media/news/.hidden.svg',
    '/media/news/trailing..svg',
    `/media/news/${'x'.repeat(65)}.svg`,
    '/media/',
    '/media/pixel.gif',
  ])('answers %s with a plain 404', async (path) => {
    const res = await get(path)
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).not.toContain('svg')
    // Paths that URL parsing resolves out of /media (%2e%2e is "..") meet the server's own 404.
    expect(await res.text()).toMatch(/^(404 )?not found$/i)
  })
})
