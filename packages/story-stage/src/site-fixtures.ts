import {
  gameCategories,
  type MenuItem,
  type Partner,
  type SocialAccount,
  type StartupRunning,
} from '@parlor/contract'
import {
  filterMenu,
  guestUser,
  initialLayout,
  type LayoutState,
  type UserState,
} from '@parlor/core'
import { games } from './game-fixtures.ts'

/** A small square picture drawn in place: Storybook has no API to serve the demo's /media/… */
export function badgeArt(text: string, hue: number, shape: 'circle' | 'square' = 'circle'): string {
  const mark =
    shape === 'circle'
      ? `<circle cx="24" cy="24" r="22" fill="hsl(${hue} 70% 45%)"/>`
      : `<rect x="2" y="2" width="44" height="44" rx="10" fill="hsl(${hue} 70% 45%)"/>`
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48">${mark}<text x="24" y="31" font-size="20" font-family="sans-serif" font-weight="700" fill="#fff" text-anchor="middle">${text}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

/**
 * The demo's template1 brand, Golden Lantern: its lantern mark and, when wide enough, its name,
 * light on any dark header as the demo's logos are.
 */
function logoArt(width: number): string {
  const lantern =
    '<rect x="14" y="3" width="12" height="5" rx="1.5" fill="#ffc94a"/>' +
    '<ellipse cx="20" cy="20" rx="15" ry="12" fill="#ffc94a"/>' +
    '<path d="M20 8v24M14 9q-6 11 0 22M26 9q6 11 0 22" stroke="#62200e" stroke-width="1.5" fill="none"/>' +
    '<rect x="14" y="32" width="12" height="5" rx="1.5" fill="#ffc94a"/>'
  const name =
    width > 100
      ? '<text x="42" y="26" font-size="16" font-family="sans-serif" font-weight="800" fill="#ffffff">Golden Lantern</text>'
      : ''
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 40">${lantern}${name}</svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

function withIcon(entry: MenuItem): MenuItem {
  const icon = badgeArt(entry.id.slice(0, 1).toUpperCase(), (entry.content_id * 47) % 360)
  return { ...entry, icon, children: entry.children.map(withIcon) }
}

function item(contentId: number, id: string, path: string, children: MenuItem[] = []): MenuItem {
  return { content_id: contentId, id, name: id, path, icon: '', children }
}

/**
 * A site's menu as startup answers it, every family's categories in it: categories, pages, a
 * group and an operator's link, each with an icon drawn in place. The kit's tests keep a menu of
 * their own (site-nav-fixtures.ts), so the kit never reaches into Storybook's package.
 */
const menu = [
  item(100, 'hot', '/hot'),
  item(101, 'slots', '/slots'),
  item(102, 'livecasino', '/casino'),
  item(103, 'fish', '/fishing'),
  item(110, 'sportsbook', '/sports'),
  item(111, 'table', '/poker'),
  item(112, 'lottery', '/lottery'),
  item(113, 'crash', '/crash'),
  item(114, 'bingo', '/bingo'),
  item(200, 'promotions', '/promotions'),
  item(201, 'vip', '/vip'),
  item(202, 'more', '/about', [
    item(203, 'news', '/news'),
    item(204, 'leaderboard', '/leaderboard'),
    item(205, 'download', '/download'),
  ]),
  { ...item(300, 'blog', 'https://blog.example.com/'), name: 'Our blog' },
].map(withIcon)

const productIds: ReadonlySet<string> = new Set(gameCategories)

/**
 * What /api/startup answers for a running demo site: its identity, menus, language and the
 * categories it carries providers for (bingo has none, so the menus leave it out, as the shell's
 * startup does).
 */
export const startupFixture: StartupRunning = {
  statusCode: 1,
  statusMessage: '',
  statusDetail: '',
  message: '',
  maintenance: { is_maintenance: false, start_date: null, end_date: null },
  content: { menu, game_menu: menu.filter((entry) => productIds.has(entry.id)) },
  site: {
    site_name: 'Golden Lantern',
    currency: 'PHP',
    currency_decimals: 2,
    theme_code: 'slot1',
    theme_color: 'gold',
    logo1: logoArt(180),
    logo2: logoArt(40),
    logo3: logoArt(180),
    status: true,
    expired_date: null,
    logo_text: 'GOLDEN LANTERN',
    external_id: 'op-storybook',
    android_sub: '',
    ios_sub: '',
    manifest_icon: logoArt(40),
    gamify_status: true,
    deposit_min: 10_000,
    deposit_max: 50_000_000,
    withdraw_min: 20_000,
  },
  language: 'PHP',
  provider_count: ['slots', 'livecasino', 'sportsbook', 'fish', 'table', 'lottery', 'crash'].map(
    (category, index) => ({ category, count: 3 + index }),
  ),
  aff_domain: 'aff.parlor.example',
  live_chat: { chat_id: 'storybook', image_id: '', status: false },
}

export const partnersFixture: Partner[] = ['Pragmatic Play', 'PG Soft', 'JILI', 'Evolution'].map(
  (partner_name, index) => ({
    partner_name,
    href: `https://partners.example/${index}`,
    img_url: badgeArt(partner_name.slice(0, 2), 200 + index * 40, 'square'),
  }),
)

export const socialAccountsFixture: SocialAccount[] = [
  ['facebook', 'Golden Lantern', 220],
  ['telegram', '@parlordemo', 200],
  ['whatsapp', '+63 900 000 0000', 140],
].map(([type, name, hue]) => ({
  type: type as string,
  name: name as string,
  url: `https://${type}.example/parlordemo`,
  icon: badgeArt((type as string).slice(0, 1).toUpperCase(), hue as number),
}))

/** The layout store as the shell fills it from the startup answer (core's applyStartup). */
export function layoutFixture(startup: StartupRunning = startupFixture): LayoutState {
  return {
    ...initialLayout,
    message: startup.message,
    maintenance: startup.maintenance,
    language: startup.language,
    content: {
      menu: filterMenu(startup.content.menu, startup.provider_count),
      game_menu: filterMenu(startup.content.game_menu, startup.provider_count),
    },
    site: startup.site,
    provider_count: startup.provider_count,
    aff_domain: startup.aff_domain,
    live_chat: startup.live_chat,
    partners: partnersFixture,
    accountList: socialAccountsFixture,
    display: { ...initialLayout.display, preloader: false },
  }
}

/** A signed-in player with a balance, a favourite and VIP progress. */
export const playerFixture: UserState = {
  isAuthenticated: true,
  user: {
    full_name: 'Maria Santos',
    contact_email: 'maria@example.com',
    account_id: 'maria_88',
    session_token: 'storybook-session',
  },
  token: 'storybook-token',
  game: { balance: 1_254_350, token: 'storybook-game' },
  email: 'maria@example.com',
  fullname: 'Maria Santos',
  game_fav_list: games.slice(1, 2),
  vip: {
    totalDeposit: 3_500_000,
    depoProgress: 62,
    totalTurnover: 21_000_000,
    toProgress: 38,
    currentLevel: 'Silver',
    nextLevel: 'Gold',
  },
  minigame: { frozen_token: 0, token_balance: 3 },
}

export { guestUser as guestFixture }
