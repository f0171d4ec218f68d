import type * as v from 'valibot'
import { getBalance, login, logout, updatePassword, vip } from './calls/auth.ts'
import { forgotPassword, resetPassword } from './calls/auth-password-reset.ts'
import { signup } from './calls/auth-signup.ts'
import { loginTac, tacRequestLogin, tacRequestNewRegister, tacVerify } from './calls/auth-tac.ts'
import { addBank, banks } from './calls/bank-accounts.ts'
import { demoSpin } from './calls/demo-slot.ts'
import { betHistory, gameLaunch, gameList } from './calls/game.ts'
import { favList, favToggle } from './calls/home.ts'
import { claimInbox, getInbox, readInbox } from './calls/inbox.ts'
import { leaderboard } from './calls/leaderboard.ts'
import { missionClaim, missionList } from './calls/mission.ts'
import { news } from './calls/news.ts'
import { getHotGames } from './calls/product.ts'
import { checkStatus, profileUpdate } from './calls/profile.ts'
import { promotionClaim, promotionList } from './calls/promotion.ts'
import { referralSummary } from './calls/referral.ts'
import { seo } from './calls/seo.ts'
import {
  adsVisit,
  announcements,
  getAnalytics,
  partners,
  siteInfoDetail,
  socialAccount,
} from './calls/settings.ts'
import { spinInfo, spinPlay } from './calls/spin.ts'
import { sportsMatches } from './calls/sports.ts'
import { startup } from './calls/startup.ts'
import { vipLevels } from './calls/vip-levels.ts'
import { deposit, withdraw, withdrawals, withdrawCancel } from './calls/wallet.ts'
import { statement, transactions } from './calls/wallet-history.ts'
import { top10WinnerWithdrawal } from './calls/winners.ts'
import type { AccountSession, CallDefinition } from './define-call.ts'

/** Every call of the platform by name: the client and the server are both built from this. */
export const calls = {
  startup,
  login,
  logout,
  getBalance,
  vip,
  updatePassword,
  forgotPassword,
  resetPassword,
  signup,
  tacVerify,
  tacRequestNewRegister,
  tacRequestLogin,
  loginTac,
  favList,
  favToggle,
  getHotGames,
  seo,
  profileUpdate,
  checkStatus,
  socialAccount,
  top10WinnerWithdrawal,
  siteInfoDetail,
  getInbox,
  readInbox,
  claimInbox,
  getAnalytics,
  adsVisit,
  partners,
  announcements,
  deposit,
  withdraw,
  withdrawCancel,
  withdrawals,
  banks,
  addBank,
  transactions,
  statement,
  gameList,
  gameLaunch,
  demoSpin,
  betHistory,
  promotionList,
  promotionClaim,
  referralSummary,
  vipLevels,
  leaderboard,
  news,
  missionList,
  missionClaim,
  spinInfo,
  spinPlay,
  sportsMatches,
} as const satisfies Record<string, CallDefinition>

export type Calls = typeof calls
export type CallName = keyof Calls
/** What a caller may send: defaults not yet applied, so optional fields may be left out. */
export type RequestOf<TName extends CallName> = v.InferInput<Calls[TName]['request']>
/** What the server sees once the request has been validated, defaults applied. */
export type ParsedRequestOf<TName extends CallName> = v.InferOutput<Calls[TName]['request']>
export type ResponseOf<TName extends CallName> = v.InferOutput<Calls[TName]['response']>
/** The calls that send the player's session: the contract marks them `account: true`. */
export type AccountCallName = {
  [TName in CallName]: Calls[TName]['account'] extends true ? TName : never
}[CallName]

/**
 * What a caller passes to a client that attaches the session: an account call's request without
 * `account_id` and `auth`, any other call's request as it is.
 */
export type ParamsOf<TName extends CallName> = TName extends AccountCallName
  ? Omit<RequestOf<TName>, keyof AccountSession>
  : RequestOf<TName>
