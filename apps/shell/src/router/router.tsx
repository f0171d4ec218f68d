import { createRouter } from '@tanstack/react-router'
import type { ShellServices } from '../app/shell-services.ts'
import { limitPreloads } from '../navigation/limit-preloads.ts'
import { parseSearch, stringifySearch } from '../navigation/search-params.ts'
import { pageRoute } from './page-route.ts'
import { rootRoute } from './root-route.tsx'
import './route-static-data.ts'

const page = pageRoute

/** Catalog domains a page needs beyond ui and errors (packages/locales/lingui.config.ts). */
const forms = ['messages', 'validation'] as const
const content = ['content'] as const

const lobby = () => import('../pages/lobby/lobby-page.tsx')
const info = () => import('../pages/info/info-page.tsx')
const account = { access: 'account', catalogs: forms } as const

/** The 48 pages of spec §2, each its own chunk; none takes path parameters. */
const routeTree = rootRoute.addChildren([
  page('/', () => import('../pages/lobby/home-page.tsx'), 'HomePage', { seoPage: 'home' }),
  page('/hot', lobby, 'LobbyPage', { category: 'hot' }),
  page('/slots', lobby, 'LobbyPage', { category: 'slots', seoPage: 'slots' }),
  page('/casino', lobby, 'LobbyPage', { category: 'livecasino', seoPage: 'livecasino' }),
  page('/fishing', lobby, 'LobbyPage', { category: 'fish', seoPage: 'fish' }),
  page('/poker', lobby, 'LobbyPage', { category: 'table' }),
  page('/lottery', lobby, 'LobbyPage', { category: 'lottery' }),
  page('/bingo', lobby, 'LobbyPage', { category: 'bingo' }),
  page('/crash', lobby, 'LobbyPage', { category: 'crash' }),
  page('/sabong', lobby, 'LobbyPage', { category: 'sabong', seoPage: 'sabong' }),
  page('/horse-racing', lobby, 'LobbyPage', { category: 'horseracing' }),
  page('/arcade', lobby, 'LobbyPage', { category: 'arcade' }),
  page('/hash-game', lobby, 'LobbyPage', { category: 'hashgame' }),
  page('/sports', () => import('../pages/lobby/sports-page.tsx'), 'SportsPage', {
    seoPage: 'sportsbook',
    catalogs: forms,
  }),
  page('/playnow', () => import('../pages/lobby/playnow-page.tsx'), 'PlayNowPage', {
    ...account,
    layout: 'bare',
  }),

  page('/login', () => import('../pages/auth/login-page.tsx'), 'LoginPage', { catalogs: forms }),
  page('/register', () => import('../pages/auth/register-page.tsx'), 'RegisterPage', {
    catalogs: forms,
  }),
  page(
    '/forgot-password',
    () => import('../pages/auth/forgot-password-page.tsx'),
    'ForgotPasswordPage',
    {
      access: 'guest',
      catalogs: forms,
    },
  ),

  page('/account', () => import('../pages/account/account-page.tsx'), 'AccountPage', account),
  page('/profile', () => import('../pages/account/profile-page.tsx'), 'ProfilePage', account),
  page(
    '/edit-profile',
    () => import('../pages/account/edit-profile-page.tsx'),
    'EditProfilePage',
    account,
  ),
  page(
    '/change-password',
    () => import('../pages/account/change-password-page.tsx'),
    'ChangePasswordPage',
    account,
  ),
  page('/security', () => import('../pages/account/security-page.tsx'), 'SecurityPage', account),
  page('/vip', () => import('../pages/account/vip-page.tsx'), 'VipPage', {
    seoPage: 'vip',
    catalogs: forms,
  }),
  page('/inbox', () => import('../pages/account/inbox-page.tsx'), 'InboxPage', account),
  page('/referral', () => import('../pages/account/referral-page.tsx'), 'ReferralPage', account),

  page('/deposit', () => import('../pages/wallet/deposit-page.tsx'), 'DepositPage', account),
  page(
    '/withdrawal',
    () => import('../pages/wallet/withdrawal-page.tsx'),
    'WithdrawalPage',
    account,
  ),
  page(
    '/bank-details',
    () => import('../pages/wallet/bank-details-page.tsx'),
    'BankDetailsPage',
    account,
  ),
  page('/add-bank', () => import('../pages/wallet/add-bank-page.tsx'), 'AddBankPage', account),
  page('/statement', () => import('../pages/wallet/statement-page.tsx'), 'StatementPage', account),
  page(
    '/transaction-history',
    () => import('../pages/wallet/transaction-history-page.tsx'),
    'TransactionHistoryPage',
    account,
  ),
  page(
    '/bet-history',
    () => import('../pages/wallet/bet-history-page.tsx'),
    'BetHistoryPage',
    account,
  ),

  page('/promotions', () => import('../pages/rewards/promotions-page.tsx'), 'PromotionsPage', {
    seoPage: 'promotions',
    catalogs: forms,
  }),
  page('/mission', () => import('../pages/rewards/mission-page.tsx'), 'MissionPage', account),
  page('/spin', () => import('../pages/rewards/spin-page.tsx'), 'SpinPage', account),
  page('/leaderboard', () => import('../pages/rewards/leaderboard-page.tsx'), 'LeaderboardPage', {
    seoPage: 'leaderboard',
    catalogs: forms,
  }),
  page('/minigame', () => import('../pages/rewards/minigame-page.tsx'), 'MinigamePage', {
    ...account,
    layout: 'minigame',
  }),

  page('/about', info, 'InfoPage', { cmsPage: 'about_us', seoPage: 'about_us', catalogs: content }),
  page('/privacy-policy', info, 'InfoPage', { cmsPage: 'privacy_policy', catalogs: content }),
  page('/banking', info, 'InfoPage', { cmsPage: 'banking', catalogs: content }),
  page('/faqs', info, 'InfoPage', { cmsPage: 'faqs', seoPage: 'faqs', catalogs: content }),
  page('/responsible-gaming', info, 'InfoPage', {
    cmsPage: 'responsible_gaming',
    catalogs: content,
  }),
  page('/term-condition', info, 'InfoPage', { cmsPage: 'term_condition', catalogs: content }),
  page('/contact-us', () => import('../pages/info/contact-us-page.tsx'), 'ContactUsPage', {
    catalogs: content,
  }),
  page('/news', () => import('../pages/info/news-page.tsx'), 'NewsPage', {
    seoPage: 'news',
    catalogs: content,
  }),
  page('/download', () => import('../pages/info/download-page.tsx'), 'DownloadPage', {
    catalogs: content,
  }),

  page('/preloader', () => import('../pages/system/preloader-page.tsx'), 'PreloaderPage', {
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
  })
  limitPreloads(router)
  return router
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
