import type { CallName } from '@parlor/contract'

/**
 * How a call's failure reaches the player. A failure here means the server gave no
 * usable envelope: the network failed, it timed out, the body was not JSON, or the body did not
 * match the call's schema. A valid failure envelope from the server is passed on unchanged.
 *
 * - `action`: things the player asked for (auth, wallet, games): -500 internalServerError, which
 *   the general handler shows as an error dialog.
 * - `background`: data the page can live without for a moment (balance, favourites, site info,
 *   partners, SEO): -503 serviceUnavailable, which the handler only logs.
 * - `startup-area`: the calls made around startup: 0 disconnect when the network failed, else
 *   -500 internalServerError.
 * - `startup`: -500 internalServerError with the details and a not-in-maintenance flag, so the
 *   shell shows an error rather than a maintenance page.
 */
export type FailurePolicy = 'action' | 'background' | 'startup-area' | 'startup'

export const failurePolicies = {
  startup: 'startup',
  login: 'action',
  logout: 'action',
  getBalance: 'background',
  vip: 'background',
  updatePassword: 'action',
  forgotPassword: 'action',
  resetPassword: 'action',
  signup: 'action',
  tacVerify: 'action',
  tacRequestNewRegister: 'action',
  tacRequestLogin: 'action',
  loginTac: 'action',
  favList: 'background',
  favToggle: 'action',
  getHotGames: 'startup-area',
  seo: 'background',
  profileUpdate: 'action',
  socialAccount: 'startup-area',
  top10WinnerWithdrawal: 'startup-area',
  siteInfoDetail: 'background',
  getInbox: 'action',
  readInbox: 'action',
  claimInbox: 'action',
  checkStatus: 'startup-area',
  getAnalytics: 'startup-area',
  adsVisit: 'startup-area',
  partners: 'background',
  announcements: 'startup-area',
  deposit: 'action',
  withdraw: 'action',
  withdrawCancel: 'action',
  withdrawals: 'action',
  banks: 'action',
  addBank: 'action',
  transactions: 'action',
  statement: 'action',
  // The lobby's lists are the site's content, like the hot games: a lost connection is named.
  gameList: 'startup-area',
  gameLaunch: 'action',
  demoSpin: 'action',
  betHistory: 'action',
  promotionList: 'action',
  promotionClaim: 'action',
  referralSummary: 'action',
  vipLevels: 'action',
  leaderboard: 'action',
  news: 'action',
  missionList: 'action',
  missionClaim: 'action',
  spinInfo: 'action',
  spinPlay: 'action',
  sportsMatches: 'action',
} as const satisfies Record<CallName, FailurePolicy>
