import { type LanguageCode, languageCodes } from '@parlor/contract'
import { formatMoney } from '../content/demo-money.ts'
import type { Translations } from '../content/translations.ts'
import type { Queryable } from '../db/database.ts'
import { grantTokens } from '../spin/token-ledger.ts'
import type { WelcomeCopyContext, WelcomeMessage } from './welcome-copy/welcome-copy.ts'
import { welcomeCopyByLanguage } from './welcome-copy/welcome-copy-by-language.ts'

/** How long a welcome reward waits to be claimed. */
export const welcomeRewardDays = 7

/** Spin tokens a new player starts with, so the wheel works before the first deposit. */
export const welcomeTokens = 3

/** The welcome reward: half the site's minimum deposit, in its minor units. */
export function welcomeReward(depositMin: number): number {
  return Math.floor(depositMin / 2)
}

interface WelcomeSite {
  readonly site_name: string
  readonly deposit_min: number
  readonly currency: string
  readonly currency_decimals: number
}

/**
 * Both messages in every language: the English ones for the row's own columns, the others for
 * its `texts`, so a player who switches language later still reads them in it.
 */
export function welcomeMessages(site: WelcomeSite) {
  const context: WelcomeCopyContext = {
    siteName: site.site_name,
    // Formatted as the claim and the statement show the amount.
    reward: formatMoney(welcomeReward(site.deposit_min), site),
    rewardDays: welcomeRewardDays,
  }
  const write = (language: LanguageCode) => welcomeCopyByLanguage[language](context)
  const others = languageCodes.filter((language) => language !== 'EN')
  const textsOf = (pick: (messages: ReturnType<typeof write>) => WelcomeMessage) =>
    Object.fromEntries(
      others.map((language) => [language, pick(write(language))]),
    ) as Translations<WelcomeMessage>
  const english = write('EN')
  return {
    reward: { ...english.reward, texts: textsOf((messages) => messages.reward) },
    saferPlay: { ...english.saferPlay, texts: textsOf((messages) => messages.saferPlay) },
  }
}

/**
 * What a player finds on becoming active: a claimable welcome reward worth half the site's
 * minimum deposit, a note on safer play, and a few spin tokens.
 */
export async function welcomeNewPlayer(tx: Queryable, account: number): Promise<void> {
  const [site] = await tx.query<WelcomeSite>(
    `select s.site->>'site_name' as site_name, (s.site->>'deposit_min')::float8 as deposit_min,
            s.site->>'currency' as currency,
            (s.site->>'currency_decimals')::int as currency_decimals
       from accounts a join sites s on s.domain_name = a.domain_name where a.id = $1`,
    [account],
  )
  if (!site) throw new Error(`Account ${account} has no site`)
  const { reward, saferPlay } = welcomeMessages(site)
  await tx.query(
    `insert into inbox_items (account, title, body, texts, reward_amount, expires_at)
     values ($1, $2, $3, $4, $5, now() + make_interval(days => $6)),
            ($1, $7, $8, $9, 0, null)`,
    [
      account,
      reward.title,
      reward.body,
      JSON.stringify(reward.texts),
      welcomeReward(site.deposit_min),
      welcomeRewardDays,
      saferPlay.title,
      saferPlay.body,
      JSON.stringify(saferPlay.texts),
    ],
  )
  await grantTokens(tx, account, { amount: welcomeTokens, kind: 'welcome', reference: 'welcome' })
}
