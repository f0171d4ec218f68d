import { type Mission, statusCode, statusMessage } from '@parlor/contract'
import { accountCall } from '../accounts/account-call.ts'
import { asLanguageCode } from '../content/site-language.ts'
import { answerLanguage, translated } from '../content/translations.ts'
import type { Database, Queryable } from '../db/database.ts'
import type { CallHandlers } from '../http/call-handler.ts'
import { failure, ok } from '../http/envelopes.ts'
import type { SiteRecord } from '../sites/demo-sites.ts'
import { grantTokens, tokenBalance } from '../spin/token-ledger.ts'
import { postEntry } from '../wallet/ledger.ts'
import { moneyCall } from '../wallet/money-call.ts'
import { demoMissions, type MissionMetric } from './demo-missions.ts'
import { missionPeriod } from './mission-period.ts'

export async function seedMissions(db: Database, sites: readonly SiteRecord[]): Promise<number> {
  let inserted = 0
  for (const site of sites) {
    const [existing] = await db.query('select 1 from missions where domain_name = $1 limit 1', [
      site.domain_name,
    ])
    if (existing) continue
    for (const [index, seed] of demoMissions(site.site).entries()) {
      await db.query(
        `insert into missions (domain_name, title, description, period, metric, goal,
           reward_amount, reward_tokens, sort_order, texts)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          site.domain_name,
          seed.title,
          seed.description,
          seed.period,
          seed.metric,
          seed.goal,
          seed.reward_amount,
          seed.reward_tokens,
          index,
          JSON.stringify(seed.texts),
        ],
      )
      inserted += 1
    }
  }
  return inserted
}

interface MissionRow {
  id: number
  title: string
  description: string
  period: Mission['period']
  metric: MissionMetric
  goal: number
  reward_amount: number
  reward_tokens: number
  texts: unknown
}

const progressQueries: Readonly<Record<MissionMetric, string>> = {
  rounds: 'select count(*)::float8 as done from game_rounds where account = $1 and placed_at >= $2',
  turnover:
    'select coalesce(sum(stake), 0)::float8 as done from game_rounds where account = $1 and placed_at >= $2',
  deposit: `select coalesce(sum(amount), 0)::float8 as done from deposits
              where account = $1 and status = 'completed' and created_at >= $2`,
}

async function missionState(
  db: Queryable,
  account: number,
  row: MissionRow,
  now: Date,
): Promise<Mission & { periodStart: Date }> {
  const { start, end } = missionPeriod(row.period, now)
  const [done] = await db.query<{ done: number }>(progressQueries[row.metric], [
    account,
    start.toISOString(),
  ])
  const [claimed] = await db.query(
    'select 1 from mission_claims where mission = $1 and account = $2 and period_start = $3',
    [row.id, account, start.toISOString()],
  )
  const progress = Math.min(done?.done ?? 0, row.goal)
  return {
    mission_id: row.id,
    title: row.title,
    description: row.description,
    period: row.period,
    goal: row.goal,
    progress,
    status: claimed ? 'claimed' : progress >= row.goal ? 'completed' : 'in_progress',
    reward_amount: row.reward_amount,
    reward_tokens: row.reward_tokens,
    expires_at: end?.toISOString() ?? null,
    periodStart: start,
  }
}

const columns = `id::int as id, title, description, period, metric, goal::float8 as goal,
  reward_amount::float8 as reward_amount, reward_tokens, texts`

/** Missions count what the player already does (rounds, wagers, deposits) in their period. */
export function missionCalls(db: Database, clock: () => Date = () => new Date()): CallHandlers {
  return {
    missionList: accountCall(async (input, account) => {
      const rows = await db.query<MissionRow>(
        `select ${columns} from missions where domain_name = $1 order by sort_order, id`,
        [account.domain_name],
      )
      const [site] = await db.query<{ language: string }>(
        'select language from sites where domain_name = $1',
        [account.domain_name],
      )
      const language = answerLanguage(input.language, asLanguageCode(site?.language ?? 'EN'))
      const now = clock()
      const items: Mission[] = []
      for (const row of rows) {
        const { periodStart: _, ...mission } = await missionState(db, account.id, row, now)
        const { title, description } = row
        items.push({ ...mission, ...translated({ title, description }, row.texts, language) })
      }
      return { ...ok, items }
    }),

    missionClaim: moneyCall(db, 'missionClaim', async (tx, input, account) => {
      const [row] = await tx.query<MissionRow>(
        `select ${columns} from missions where id = $1 and domain_name = $2`,
        [input.mission_id, account.domain_name],
      )
      if (!row) return failure(statusCode.notFound, statusMessage.notFound, 'mission_id')
      const state = await missionState(tx, account.id, row, clock())
      if (state.status === 'claimed') {
        return failure(statusCode.conflict, statusMessage.alreadyClaimed, 'mission_id')
      }
      if (state.status !== 'completed') {
        return failure(
          statusCode.badRequest,
          statusMessage.notClaimable,
          `${state.progress} of ${state.goal} done`,
        )
      }
      await tx.query(
        'insert into mission_claims (mission, account, period_start) values ($1, $2, $3)',
        [row.id, account.id, state.periodStart.toISOString()],
      )
      const reference = `mission-${row.id}-${state.periodStart.toISOString().slice(0, 10)}`
      const balance = await postEntry(tx, account.id, {
        amount: row.reward_amount,
        kind: 'mission',
        reference,
        description: row.title,
      })
      await grantTokens(tx, account.id, { amount: row.reward_tokens, kind: 'mission', reference })
      return {
        ...ok,
        reward_amount: row.reward_amount,
        reward_tokens: row.reward_tokens,
        game_balance: balance ?? 0,
        token_balance: (await tokenBalance(tx, account.id)).token_balance,
      }
    }),
  }
}
