import type { CallName, PlanCall, PlanHero, RequestOf } from '@parlor/contract'
import type { StaticDataRouteOption } from '@tanstack/react-router'
import type { CatalogDomain } from '../i18n/catalogs.ts'
import { liveTablesParams } from '../lobby/live-tables-shown.ts'
import { gameListParams, lobbyFirstScreenTiles, noLobbyFilters } from '../lobby/lobby-filters.ts'
import type { LeadSection } from '../pages/lobby/home-lead-sections.ts'
import { homeMatchQueries } from '../sports/home-match-queries.ts'
import { newsSearch, playnowSearch, type SearchRule } from './search-rules.ts'

/**
 * One page of the site: its address, the module its chunk is built from (under `src/`), the
 * component that module exports, and what the router and the page need to know of it.
 *
 * Data only, so the build reads it too: the build's document plan tells the platform server,
 * for each address, which page chunk and texts to preload in the first document, and which SEO
 * record titles it.
 */
export interface PageEntry {
  readonly path: string
  readonly module: string
  readonly component: string
  readonly data?: StaticDataRouteOption
  /** What the page's query must hold; an address that breaks it shows the not-found page. */
  readonly validSearch?: SearchRule
}

/** Catalog domains a page needs beyond ui (errors come after the first paint) (packages/locales/lingui.config.ts). */
const forms = ['messages', 'validation'] as const
const content = ['content'] as const
const sports = ['sports'] as const
const account = { access: 'account', catalogs: forms } as const

/**
 * A call of the page's first screen, with the parameters its query sends beyond the site's own:
 * they must be the query's exactly, as they name its answer in the cache (api/use-site-query.ts).
 */
const firstCall = <TName extends CallName>(
  call: TName,
  params: Omit<RequestOf<TName>, 'domain_name' | 'external_id'>,
): PlanCall => ({ call, params })

/**
 * A lobby's first-screen tiles' artwork (lobby/lobby-results.tsx loads the same first), in its
 * first call's answer: the hot list's `value`, a category's `items`.
 */
const lobbyHero = (list: 'value' | 'items'): PlanHero => ({
  call: list === 'value' ? 'getHotGames' : 'gameList',
  list,
  field: 'game_image',
  count: lobbyFirstScreenTiles,
})

/**
 * A lobby of one game category, titled by its SEO record where it has one; its first screen is
 * the category's first page of games (the hot list whole: lobby/use-lobby-games.ts).
 */
const lobbyPage = (
  path: string,
  category: NonNullable<StaticDataRouteOption['category']>,
  seoPage?: string,
): PageEntry => ({
  path,
  module: 'pages/lobby/lobby-page.tsx',
  component: 'LobbyPage',
  data: {
    category,
    ...(seoPage ? { seoPage } : {}),
    ...(category === 'hot'
      ? { firstCalls: [firstCall('getHotGames', { game_type: '' })], hero: lobbyHero('value') }
      : {
          firstCalls: [firstCall('gameList', gameListParams(category, noLobbyFilters))],
          hero: lobbyHero('items'),
        }),
  },
})

/** What the home's lead sections need beyond their code: their first calls and catalog domains. */
export const leadSectionNeeds: Record<
  LeadSection,
  { readonly firstCalls: readonly PlanCall[]; readonly catalogs: readonly CatalogDomain[] }
> = {
  'live-tables': { firstCalls: [firstCall('gameList', liveTablesParams)], catalogs: [] },
  // The match list comes with the sports texts it shows.
  matches: {
    firstCalls: [
      firstCall('sportsMatches', homeMatchQueries.live),
      firstCall('sportsMatches', homeMatchQueries.upcoming),
    ],
    catalogs: sports,
  },
}

/** An information page showing one CMS page of the site. */
const infoPage = (
  path: string,
  cmsPage: NonNullable<StaticDataRouteOption['cmsPage']>,
  seoPage?: string,
): PageEntry => ({
  path,
  module: 'pages/info/info-page.tsx',
  component: 'InfoPage',
  data: { cmsPage, ...(seoPage ? { seoPage } : {}), catalogs: content },
})

/** The site's 48 pages; none takes path parameters. */
export const pageTable: readonly PageEntry[] = [
  {
    path: '/',
    module: 'pages/lobby/home-page.tsx',
    component: 'HomePage',
    data: {
      seoPage: 'home',
      // The hero's banners, the winners ticker, the first rail (lobby/home-*.tsx) and the
      // announcements a first visit may open over them (lobby/use-announcement-before-home.ts).
      firstCalls: [
        firstCall('promotionList', { category: '' }),
        firstCall('top10WinnerWithdrawal', {}),
        firstCall('getHotGames', { game_type: '' }),
        firstCall('announcements', {}),
      ],
      // The first banner, on the themes that show the banners on the first screen.
      hero: { call: 'promotionList', list: 'items', field: 'image_url', count: 1 },
    },
  },
  lobbyPage('/hot', 'hot'),
  lobbyPage('/slots', 'slots', 'slots'),
  lobbyPage('/casino', 'livecasino', 'livecasino'),
  lobbyPage('/fishing', 'fish', 'fish'),
  lobbyPage('/poker', 'table'),
  lobbyPage('/lottery', 'lottery'),
  lobbyPage('/bingo', 'bingo'),
  lobbyPage('/crash', 'crash'),
  lobbyPage('/sabong', 'sabong', 'sabong'),
  lobbyPage('/horse-racing', 'horseracing'),
  lobbyPage('/arcade', 'arcade'),
  lobbyPage('/hash-game', 'hashgame'),
  {
    path: '/sports',
    module: 'pages/lobby/sports-page.tsx',
    component: 'SportsPage',
    data: { seoPage: 'sportsbook', catalogs: sports },
  },
  {
    path: '/playnow',
    module: 'pages/lobby/playnow-page.tsx',
    component: 'PlayNowPage',
    data: { ...account, layout: 'bare' },
    validSearch: playnowSearch,
  },

  {
    path: '/login',
    module: 'pages/auth/login-page.tsx',
    component: 'LoginPage',
    data: { catalogs: forms },
  },
  {
    path: '/register',
    module: 'pages/auth/register-page.tsx',
    component: 'RegisterPage',
    data: { catalogs: forms },
  },
  {
    path: '/forgot-password',
    module: 'pages/auth/forgot-password-page.tsx',
    component: 'ForgotPasswordPage',
    data: { access: 'guest', catalogs: forms },
  },

  {
    path: '/account',
    module: 'pages/account/account-page.tsx',
    component: 'AccountPage',
    data: account,
  },
  {
    path: '/profile',
    module: 'pages/account/profile-page.tsx',
    component: 'ProfilePage',
    data: account,
  },
  {
    path: '/edit-profile',
    module: 'pages/account/edit-profile-page.tsx',
    component: 'EditProfilePage',
    data: account,
  },
  {
    path: '/change-password',
    module: 'pages/account/change-password-page.tsx',
    component: 'ChangePasswordPage',
    data: account,
  },
  {
    path: '/security',
    module: 'pages/account/security-page.tsx',
    component: 'SecurityPage',
    data: account,
  },
  {
    path: '/vip',
    module: 'pages/account/vip-page.tsx',
    component: 'VipPage',
    data: { seoPage: 'vip', catalogs: forms },
  },
  { path: '/inbox', module: 'pages/account/inbox-page.tsx', component: 'InboxPage', data: account },
  {
    path: '/referral',
    module: 'pages/account/referral-page.tsx',
    component: 'ReferralPage',
    data: account,
  },

  {
    path: '/deposit',
    module: 'pages/wallet/deposit-page.tsx',
    component: 'DepositPage',
    data: account,
  },
  {
    path: '/withdrawal',
    module: 'pages/wallet/withdrawal-page.tsx',
    component: 'WithdrawalPage',
    data: account,
  },
  {
    path: '/bank-details',
    module: 'pages/wallet/bank-details-page.tsx',
    component: 'BankDetailsPage',
    data: account,
  },
  {
    path: '/add-bank',
    module: 'pages/wallet/add-bank-page.tsx',
    component: 'AddBankPage',
    data: account,
  },
  {
    path: '/statement',
    module: 'pages/wallet/statement-page.tsx',
    component: 'StatementPage',
    data: account,
  },
  {
    path: '/transaction-history',
    module: 'pages/wallet/transaction-history-page.tsx',
    component: 'TransactionHistoryPage',
    data: account,
  },
  {
    path: '/bet-history',
    module: 'pages/wallet/bet-history-page.tsx',
    component: 'BetHistoryPage',
    data: account,
  },

  {
    path: '/promotions',
    module: 'pages/rewards/promotions-page.tsx',
    component: 'PromotionsPage',
    data: { seoPage: 'promotions', catalogs: forms },
  },
  {
    path: '/mission',
    module: 'pages/rewards/mission-page.tsx',
    component: 'MissionPage',
    data: account,
  },
  { path: '/spin', module: 'pages/rewards/spin-page.tsx', component: 'SpinPage', data: account },
  {
    path: '/leaderboard',
    module: 'pages/rewards/leaderboard-page.tsx',
    component: 'LeaderboardPage',
    data: { seoPage: 'leaderboard', catalogs: forms },
  },
  {
    path: '/minigame',
    module: 'pages/rewards/minigame-page.tsx',
    component: 'MinigamePage',
    data: { ...account, layout: 'minigame' },
  },

  infoPage('/about', 'about_us', 'about_us'),
  infoPage('/privacy-policy', 'privacy_policy'),
  infoPage('/banking', 'banking'),
  infoPage('/faqs', 'faqs', 'faqs'),
  infoPage('/responsible-gaming', 'responsible_gaming'),
  infoPage('/term-condition', 'term_condition'),
  {
    path: '/contact-us',
    module: 'pages/info/contact-us-page.tsx',
    component: 'ContactUsPage',
    data: { catalogs: content },
  },
  {
    path: '/news',
    module: 'pages/info/news-page.tsx',
    component: 'NewsPage',
    data: { seoPage: 'news', catalogs: content },
    validSearch: newsSearch,
  },
  {
    path: '/download',
    module: 'pages/info/download-page.tsx',
    component: 'DownloadPage',
    data: { catalogs: content },
  },

  {
    path: '/preloader',
    module: 'pages/system/preloader-page.tsx',
    component: 'PreloaderPage',
    data: { layout: 'bare' },
  },
]
