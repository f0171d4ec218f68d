import type { RecentWin, RecentWithdrawal, Statistics } from '@parlor/contract'
import { maskAccountId } from '../accounts/mask-account-id.ts'
import { seededRandom } from '../demo-data/seeded-random.ts'
import type { ContentSite } from './content-site.ts'
import { demoAccountId } from './demo-account-id.ts'
import { demoMoney } from './demo-money.ts'

/** Slots whose big wins the ticker shows, with their providers' codes. */
const tickerGames: readonly [providerCode: string, gameName: string][] = [
  ['JILI', 'Super Ace'],
  ['JILI', 'Fortune Gems'],
  ['JILI', 'Golden Empire'],
  ['JILI', 'Money Coming'],
  ['JILI', 'Boxing King'],
  ['PPLAY', 'Gates of Olympus'],
  ['PPLAY', 'Sweet Bonanza'],
  ['PPLAY', 'Starlight Princess'],
  ['PPLAY', 'The Dog House'],
  ['PGSOFT', 'Mahjong Ways 2'],
  ['PGSOFT', 'Fortune Tiger'],
  ['PGSOFT', 'Wild Bandito'],
  ['PGSOFT', 'Lucky Neko'],
]

const minute = 60_000
const day = 24 * 60 * minute
/** Player counts grow from this day on, so they rise a little every day like a live site's. */
const audienceEpoch = Date.UTC(2024, 0, 1)

/**
 * The winners ticker of a site. A demo site has no real players, so figures come from a random
 * source seeded with the site and the UTC day: the same all day on every reload, new the next
 * day. Times are counted back from `now`, so the ticker always reads as the last 24 hours.
 */
export function winnersTicker(
  site: ContentSite,
  now: Date,
): { statistics: Statistics; winners: RecentWin[]; withdrawals: RecentWithdrawal[] } {
  const today = Math.floor(now.getTime() / day)
  const random = seededRandom(`${site.domain_name}|winners|${today}`)
  const money = (usd: number) => demoMoney(usd, site)
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * minute).toISOString()

  const winners = Array.from({ length: 10 }, () => {
    const [provider_code, game_name] = random.pick(tickerGames)
    return {
      account_id: maskAccountId(demoAccountId(random)),
      game_name,
      provider_code,
      // Spread over 150 to 8,000 dollars, most of them at the low end, as big wins are.
      amount: money(150 * Math.exp(random.next() * 4)),
      won_at: minutesAgo(random.int(1, 24 * 60 - 1)),
    }
  }).sort((a, b) => b.amount - a.amount)

  let elapsed = 0
  const withdrawals = Array.from({ length: 10 }, () => {
    elapsed += random.int(2, 40)
    return {
      account_id: maskAccountId(demoAccountId(random)),
      amount: money(20 * Math.exp(random.next() * 4.3)),
      withdrawn_at: minutesAgo(elapsed),
    }
  })

  const audience = seededRandom(`${site.domain_name}|audience`)
  const registered =
    audience.int(8_000, 60_000) +
    Math.max(0, Math.floor((now.getTime() - audienceEpoch) / day)) * audience.int(15, 60)
  const active = Math.round(registered * random.between(0.06, 0.12))
  const deposited = Math.round(active * random.between(0.35, 0.6))
  const listedInLastHour = withdrawals
    .filter((w) => now.getTime() - Date.parse(w.withdrawn_at) <= 60 * minute)
    .reduce((sum, w) => sum + w.amount, 0)
  const listed = withdrawals.reduce((sum, w) => sum + w.amount, 0)
  // The listed withdrawals are part of the totals, so the figures never undercut the list.
  const statistics: Statistics = {
    withrawal: listed + money(deposited * random.between(30, 80)),
    winner: Math.max(winners.length, Math.round(active * random.between(0.25, 0.4))),
    hour_withdrawal: listedInLastHour + money(random.between(200, 1_500)),
    registered_player: registered,
    active_player: active,
    deposited_player: deposited,
  }
  return { statistics, winners, withdrawals }
}
