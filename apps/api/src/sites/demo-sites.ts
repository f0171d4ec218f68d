import type { MenuItem, StartupRunning } from '@parlor/contract'
import { providerCountOf } from '../games/game-catalogue.ts'
import { sheetImagePath } from '../media/image-sheet.ts'
import { type BrandedTemplate, demoBrand } from './demo-brands.ts'

/** One seeded site: everything /api/startup answers for its domain. */
export interface SiteRecord {
  readonly domain_name: string
  readonly site: StartupRunning['site']
  readonly content: StartupRunning['content']
  readonly language: StartupRunning['language']
  readonly provider_count: StartupRunning['provider_count']
  readonly aff_domain: string
  readonly live_chat: StartupRunning['live_chat']
  readonly maintenance:
    | StartupRunning['maintenance']
    | { is_maintenance: true; start_date: string; end_date: string }
}

type Family = 'slot' | 'casino' | 'sportsbook'

/** The templates: each one's theme code, its family, and the colour its demo wears. */
const templates: readonly [
  template: BrandedTemplate,
  code: string,
  family: Family,
  color: string,
][] = [
  ['template1', 'slot1', 'slot', 'gold'],
  ['template2', 'slot2', 'slot', 'red'],
  ['template3', 'slot3', 'slot', 'purple'],
  ['template4', 'slot4', 'slot', 'gold'],
  ['template5', 'slot5', 'slot', 'blue'],
  ['template6', 'casino1', 'casino', 'black'],
  ['template7', 'casino2', 'casino', 'crimson'],
  ['template8', 'casino3', 'casino', 'purple'],
  ['template9', 'casino4', 'casino', 'emerald'],
  ['template10', 'sportsbook1', 'sportsbook', 'green'],
  ['template11', 'sportsbook2', 'sportsbook', 'navy'],
  ['template12', 'slot6', 'slot', 'orange'],
  ['template13', 'casino5', 'casino', 'gold'],
  ['template14', 'sportsbook3', 'sportsbook', 'teal'],
  ['template15', 'slot7', 'slot', 'pink'],
  ['template16', 'casino6', 'casino', 'navy'],
  ['template17', 'sportsbook4', 'sportsbook', 'black'],
  ['template19', 'slot8', 'slot', 'teal'],
  ['template20', 'casino7', 'casino', 'red'],
  ['template21', 'sportsbook5', 'sportsbook', 'blue'],
  ['template22', 'slot9', 'slot', 'green'],
  ['template23', 'casino8', 'casino', 'purple'],
]

/** The local language and currency each demo site speaks, cycled so every code has a site. */
const locales = [
  ['PHP', 'PHP', 2],
  ['CN', 'CNY', 2],
  ['VI', 'VND', 0],
  ['MS', 'MYR', 2],
  ['NE', 'NPR', 2],
  ['MMK', 'MMK', 0],
  ['MNT', 'MNT', 0],
  ['IDR', 'IDR', 0],
  ['ESP', 'EUR', 2],
  ['RUS', 'RUB', 2],
  ['EN', 'USD', 2],
] as const

/** Product categories and the lobby route each one opens. */
const categoryRoutes = [
  ['hot', '/hot'],
  ['slots', '/slots'],
  ['livecasino', '/casino'],
  ['sportsbook', '/sports'],
  ['fish', '/fishing'],
  ['table', '/poker'],
  ['lottery', '/lottery'],
  ['bingo', '/bingo'],
  ['crash', '/crash'],
  ['sabong', '/sabong'],
  ['horseracing', '/horse-racing'],
  ['arcade', '/arcade'],
  ['hashgame', '/hash-game'],
] as const

/** Which categories each family's sites carry providers for: the menus differ accordingly. */
const familyCategories: Record<Family, readonly string[]> = {
  slot: ['slots', 'fish', 'arcade', 'crash', 'lottery', 'bingo', 'livecasino'],
  casino: ['livecasino', 'table', 'slots', 'bingo', 'lottery', 'hashgame', 'sabong'],
  sportsbook: ['sportsbook', 'horseracing', 'sabong', 'livecasino', 'slots', 'crash'],
}

function menuItem(
  contentId: number,
  id: string,
  name: string,
  path: string,
  children: MenuItem[] = [],
): MenuItem {
  return { content_id: contentId, id, name, path, icon: sheetImagePath('icons', id), children }
}

function menu(): StartupRunning['content'] {
  const games = categoryRoutes.map(([id, path], index) => menuItem(100 + index, id, id, path))
  return {
    menu: [
      ...games,
      menuItem(200, 'promotions', 'promotions', '/promotions'),
      menuItem(201, 'vip', 'vip', '/vip'),
      menuItem(202, 'more', 'more', '/about', [
        menuItem(203, 'news', 'news', '/news'),
        menuItem(204, 'leaderboard', 'leaderboard', '/leaderboard'),
        menuItem(205, 'download', 'download', '/download'),
      ]),
    ],
    game_menu: games,
  }
}

function siteRecord(
  domain: string,
  [template, code, family, color]: (typeof templates)[number],
  index: number,
): SiteRecord {
  const [language, currency, decimals] = locales[index % locales.length] ?? locales[0]
  const brand = demoBrand(template)
  const name = brand.name
  const scale = 10 ** decimals
  return {
    domain_name: domain,
    site: {
      site_name: name,
      currency,
      currency_decimals: decimals,
      theme_code: code,
      theme_color: color,
      logo1: `/media/logos/${template}-1.svg`,
      logo2: `/media/logos/${template}-2.svg`,
      logo3: `/media/logos/${template}-3.svg`,
      status: true,
      expired_date: null,
      logo_text: brand.wordmark.join(' '),
      external_id: `op-${template}`,
      android_sub: `https://${domain}/download/parlor.apk`,
      ios_sub: `https://${domain}/download/parlor.mobileconfig`,
      manifest_icon: `/media/logos/${template}-icon.svg`,
      gamify_status: index % 3 !== 2,
      deposit_min: 100 * scale,
      deposit_max: 500_000 * scale,
      withdraw_min: 200 * scale,
    },
    content: menu(),
    language,
    // The count a menu shows is what the lobby will list: the catalogue's providers per category.
    provider_count: familyCategories[family].map((category) => ({
      category,
      count: providerCountOf(category),
    })),
    // A demo operator runs no affiliate site of its own: invitations lead to the site itself.
    aff_domain: domain,
    live_chat: {
      chat_id: `demo-chat-${template}`,
      image_id: index % 2 ? `/media/chat/${template}.svg` : '',
      status: true,
    },
    maintenance: { is_maintenance: false, start_date: null, end_date: null },
  }
}

/** The sites that wear template1's brand besides template1.localhost itself. */
const firstTemplateAliases = new Set(['localhost', 'maintenance.localhost', 'expired.localhost'])

/** The template whose brand a demo domain wears, or undefined for a domain that is no demo's. */
export function demoTemplateOfDomain(domain: string): BrandedTemplate | undefined {
  const [first] = templates
  if (first && firstTemplateAliases.has(domain)) return first[0]
  return templates.find(([template]) => domain === `${template}.localhost`)?.[0]
}

/**
 * The seeded demo sites: one per template on templateN.localhost, the bare
 * localhost wearing template1, a site in maintenance and one past its expiry date.
 */
export function demoSites(now: Date): SiteRecord[] {
  const sites = templates.map((entry, index) => siteRecord(`${entry[0]}.localhost`, entry, index))
  const [first] = templates
  if (!first) return sites
  const hours = (h: number) => new Date(now.getTime() + h * 3_600_000).toISOString()
  const localhost = siteRecord('localhost', first, 10)
  const maintenance = siteRecord('maintenance.localhost', first, 0)
  const expired = siteRecord('expired.localhost', first, 0)
  return [
    ...sites,
    localhost,
    {
      ...maintenance,
      maintenance: { is_maintenance: true, start_date: hours(-1), end_date: hours(24 * 30) },
    },
    { ...expired, site: { ...expired.site, expired_date: hours(-24 * 30) } },
  ]
}
