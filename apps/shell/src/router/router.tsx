import { createRouter } from '@tanstack/react-router'
import type { ShellServices } from '../app/shell-services.ts'
import { activeLanguage } from '../i18n/active-language.ts'
import { followAddressLanguage } from '../i18n/follow-address-language.ts'
import { localeRouting } from '../i18n/locale-routing-config.ts'
import { limitPreloads } from '../navigation/limit-preloads.ts'
import { localeRewrite } from '../navigation/locale-rewrite.ts'
import { parseSearch, stringifySearch } from '../navigation/search-params.ts'
import { preloadLeadSections } from '../pages/lobby/home-lead-sections.ts'
import { pageRoute } from './page-route.ts'
import { rootRoute } from './root-route.tsx'
import './route-static-data.ts'

/** Catalog domains a page needs beyond ui (errors come after the first paint) (packages/locales/lingui.config.ts). */
const forms = ['messages', 'validation'] as const
const content = ['content'] as const

const lobby = () => import('../pages/lobby/lobby-page.tsx')
const info = () => import('../pages/info/info-page.tsx')
const account = { access: 'account', catalogs: forms } as const

/** The 48 pages of spec §2, each its own chunk; none takes path parameters. */
const routeTree = rootRoute.addChildren([
  pageRoute(
    '/',
    () => import('../pages/lobby/home-page.tsx'),
    'HomePage',
    { seoPage: 'home' },
    ({ theme }) => preloadLeadSections(theme.home ?? []),
  ),
  pageRoute('/hot', lobby, 'LobbyPage', { category: 'hot' }),
  pageRoute('/slots', lobby, 'LobbyPage', { category: 'slots', seoPage: 'slots' }),
  pageRoute('/casino', lobby, 'LobbyPage', { category: 'livecasino', seoPage: 'livecasino' }),
  pageRoute('/fishing', lobby, 'LobbyPage', { category: 'fish', seoPage: 'fish' }),
  pageRoute('/poker', lobby, 'LobbyPage', { category: 'table' }),
  pageRoute('/lottery', lobby, 'LobbyPage', { category: 'lottery' }),
  pageRoute('/bingo', lobby, 'LobbyPage', { category: 'bingo' }),
  pageRoute('/crash', lobby, 'LobbyPage', { category: 'crash' }),
  pageRoute('/sabong', lobby, 'LobbyPage', { category: 'sabong', seoPage: 'sabong' }),
  pageRoute('/horse-racing', lobby, 'LobbyPage', { category: 'horseracing' }),
  pageRoute('/arcade', lobby, 'LobbyPage', { category: 'arcade' }),
  pageRoute('/hash-game', lobby, 'LobbyPage', { category: 'hashgame' }),
  pageRoute('/sports', () => import('../pages/lobby/sports-page.tsx'), 'SportsPage', {
    seoPage: 'sportsbook',
    catalogs: forms,
  }),
  pageRoute('/playnow', () => import('../pages/lobby/playnow-page.tsx'), 'PlayNowPage', {
    ...account,
    layout: 'bare',
  }),

  pageRoute('/login', () => import('../pages/auth/login-page.tsx'), 'LoginPage', {
    catalogs: forms,
  }),
  pageRoute('/register', () => import('../pages/auth/register-page.tsx'), 'RegisterPage', {
    catalogs: forms,
  }),
  pageRoute(
    '/forgot-password',
    () => import('../pages/auth/forgot-password-page.tsx'),
    'ForgotPasswordPage',
    {
      access: 'guest',
      catalogs: forms,
    },
  ),

  pageRoute('/account', () => import('../pages/account/account-page.tsx'), 'AccountPage', account),
  pageRoute('/profile', () => import('../pages/account/profile-page.tsx'), 'ProfilePage', account),
  pageRoute(
    '/edit-profile',
    () => import('../pages/account/edit-profile-page.tsx'),
    'EditProfilePage',
    account,
  ),
  pageRoute(
    '/change-password',
    () => import('../pages/account/change-password-page.tsx'),
    'ChangePasswordPage',
    account,
  ),
  pageRoute(
    '/security',
    () => import('../pages/account/security-page.tsx'),
    'SecurityPage',
    account,
  ),
  pageRoute('/vip', () => import('../pages/account/vip-page.tsx'), 'VipPage', {
    seoPage: 'vip',
    catalogs: forms,
  }),
  pageRoute('/inbox', () => import('../pages/account/inbox-page.tsx'), 'InboxPage', account),
  pageRoute(
    '/referral',
    () => import('../pages/account/referral-page.tsx'),
    'ReferralPage',
    account,
  ),

  pageRoute('/deposit', () => import('../pages/wallet/deposit-page.tsx'), 'DepositPage', account),
  pageRoute(
    '/withdrawal',
    () => import('../pages/wallet/withdrawal-page.tsx'),
    'WithdrawalPage',
    account,
  ),
  pageRoute(
    '/bank-details',
    () => import('../pages/wallet/bank-details-page.tsx'),
    'BankDetailsPage',
    account,
  ),
  pageRoute('/add-bank', () => import('../pages/wallet/add-bank-page.tsx'), 'AddBankPage', account),
  pageRoute(
    '/statement',
    () => import('../pages/wallet/statement-page.tsx'),
    'StatementPage',
    account,
  ),
  pageRoute(
    '/transaction-history',
    () => import('../pages/wallet/transaction-history-page.tsx'),
    'TransactionHistoryPage',
    account,
  ),
  pageRoute(
    '/bet-history',
    () => import('../pages/wallet/bet-history-page.tsx'),
    'BetHistoryPage',
    account,
  ),

  pageRoute('/promotions', () => import('../pages/rewards/promotions-page.tsx'), 'PromotionsPage', {
    seoPage: 'promotions',
    catalogs: forms,
  }),
  pageRoute('/mission', () => import('../pages/rewards/mission-page.tsx'), 'MissionPage', account),
  pageRoute('/spin', () => import('../pages/rewards/spin-page.tsx'), 'SpinPage', account),
  pageRoute(
    '/leaderboard',
    () => import('../pages/rewards/leaderboard-page.tsx'),
    'LeaderboardPage',
    {
      seoPage: 'leaderboard',
      catalogs: forms,
    },
  ),
  pageRoute('/minigame', () => import('../pages/rewards/minigame-page.tsx'), 'MinigamePage', {
    ...account,
    layout: 'minigame',
  }),

  pageRoute('/about', info, 'InfoPage', {
    cmsPage: 'about_us',
    seoPage: 'about_us',
    catalogs: content,
  }),
  pageRoute('/privacy-policy', info, 'InfoPage', { cmsPage: 'privacy_policy', catalogs: content }),
  pageRoute('/banking', info, 'InfoPage', { cmsPage: 'banking', catalogs: content }),
  pageRoute('/faqs', info, 'InfoPage', { cmsPage: 'faqs', seoPage: 'faqs', catalogs: content }),
  pageRoute('/responsible-gaming', info, 'InfoPage', {
    cmsPage: 'responsible_gaming',
    catalogs: content,
  }),
  pageRoute('/term-condition', info, 'InfoPage', { cmsPage: 'term_condition', catalogs: content }),
  pageRoute('/contact-us', () => import('../pages/info/contact-us-page.tsx'), 'ContactUsPage', {
    catalogs: content,
  }),
  pageRoute('/news', () => import('../pages/info/news-page.tsx'), 'NewsPage', {
    seoPage: 'news',
    catalogs: content,
  }),
  pageRoute('/download', () => import('../pages/info/download-page.tsx'), 'DownloadPage', {
    catalogs: content,
  }),

  pageRoute('/preloader', () => import('../pages/system/preloader-page.tsx'), 'PreloaderPage', {
    layout: 'bare',
  }),
])

export function createAppRouter(services: ShellServices) {
  const router = createRouter({
    routeTree,
    context: services,
    defaultPreload: 'intent',
    // Spec §9: a navigation resolves in about 100 ms; past that the page shows it is loading.
    defaultPendingMs: 100,
    scrollRestoration: true,
    parseSearch,
    stringifySearch,
    rewrite: localeRewrite(localeRouting, activeLanguage),
  })
  limitPreloads(router)
  if (localeRouting.strategy !== 'no_prefix') followAddressLanguage(router)
  return router
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
