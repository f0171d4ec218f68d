import {
  announcements,
  favList,
  favToggle,
  getBalance,
  getHotGames,
  getInbox,
  promotionList,
  seo,
  startup,
  top10WinnerWithdrawal,
  vip,
} from '@parlor/contract'
import type { CallTable } from '@parlor/core'

type LaterCalls = typeof import('./later-calls.ts')

let later: Promise<LaterCalls> | null = null

/** The schemas of every other call; the first caller starts the download, later ones share it. */
export function loadLaterCalls(): Promise<LaterCalls> {
  later ??= import('./later-calls.ts').catch((error: unknown) => {
    later = null
    throw error
  })
  return later
}

const onDemand =
  <TName extends keyof LaterCalls>(name: TName) =>
  () =>
    loadLaterCalls().then((calls) => calls[name])

/**
 * The calls startup, the chrome and the home page make are part of the site's first download;
 * the rest (wallet, games, rewards, sign-in, and the work after the first paint: social
 * accounts, site info, partners, analytics, the visit report, the status check) arrive in one
 * chunk after the first paint, so the home page does not carry every page's schemas. The table is complete by type: a new call in
 * the contract does not compile until it is placed here.
 */
export const callTable = {
  startup,
  getBalance,
  vip,
  favList,
  favToggle,
  getHotGames,
  seo,
  socialAccount: onDemand('socialAccount'),
  top10WinnerWithdrawal,
  siteInfoDetail: onDemand('siteInfoDetail'),
  partners: onDemand('partners'),
  getAnalytics: onDemand('getAnalytics'),
  adsVisit: onDemand('adsVisit'),
  announcements,
  promotionList,
  checkStatus: onDemand('checkStatus'),
  getInbox,
  logout: onDemand('logout'),
  login: onDemand('login'),
  updatePassword: onDemand('updatePassword'),
  forgotPassword: onDemand('forgotPassword'),
  resetPassword: onDemand('resetPassword'),
  signup: onDemand('signup'),
  tacVerify: onDemand('tacVerify'),
  tacRequestNewRegister: onDemand('tacRequestNewRegister'),
  tacRequestLogin: onDemand('tacRequestLogin'),
  loginTac: onDemand('loginTac'),
  profileUpdate: onDemand('profileUpdate'),
  readInbox: onDemand('readInbox'),
  claimInbox: onDemand('claimInbox'),
  deposit: onDemand('deposit'),
  withdraw: onDemand('withdraw'),
  withdrawCancel: onDemand('withdrawCancel'),
  withdrawals: onDemand('withdrawals'),
  banks: onDemand('banks'),
  addBank: onDemand('addBank'),
  transactions: onDemand('transactions'),
  statement: onDemand('statement'),
  gameList: onDemand('gameList'),
  gameLaunch: onDemand('gameLaunch'),
  demoSpin: onDemand('demoSpin'),
  betHistory: onDemand('betHistory'),
  promotionClaim: onDemand('promotionClaim'),
  referralSummary: onDemand('referralSummary'),
  vipLevels: onDemand('vipLevels'),
  leaderboard: onDemand('leaderboard'),
  news: onDemand('news'),
  missionList: onDemand('missionList'),
  missionClaim: onDemand('missionClaim'),
  spinInfo: onDemand('spinInfo'),
  spinPlay: onDemand('spinPlay'),
  sportsMatches: onDemand('sportsMatches'),
} satisfies CallTable
