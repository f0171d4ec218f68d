import type { BetRecord } from '@parlor/contract'
import type { Queryable } from '../db/database.ts'
import { historyCount } from '../history/history-totals.ts'

export interface RoundFilter {
  /** One provider's rounds, or '' for all. */
  readonly provider_code: string
  readonly from?: string | undefined
  readonly to?: string | undefined
  readonly offset: number
  readonly limit: number
}

interface RoundRow {
  round_id: string
  provider_code: string
  game_code: string
  game_name: string
  stake: number
  win: number
  status: BetRecord['status']
  placed_at: Date | string
  settled_at: Date | string | null
}

/** A player's game rounds, newest first (bet history), with how many the filter keeps. */
export async function listRounds(
  tx: Queryable,
  account: number,
  filter: RoundFilter,
): Promise<{ items: BetRecord[]; total: number }> {
  const where = `account = $1 and ($2 = '' or provider_code = $2)
    and ($3::timestamptz is null or placed_at >= $3)
    and ($4::timestamptz is null or placed_at <= $4)`
  const params = [account, filter.provider_code, filter.from ?? null, filter.to ?? null]
  const rows = await tx.query<RoundRow>(
    `select round_id, provider_code, game_code, game_name, stake::float8 as stake,
            win::float8 as win, status, placed_at, settled_at
       from game_rounds where ${where} order by id desc offset $5 limit $6`,
    [...params, filter.offset, filter.limit],
  )
  const narrowed = filter.provider_code !== '' || filter.from || filter.to
  const total = await historyCount(
    tx,
    account,
    ['game_rounds'],
    narrowed
      ? { sql: `select count(*)::int as total from game_rounds where ${where}`, params }
      : undefined,
  )
  return {
    items: rows.map((row) => ({
      ...row,
      placed_at: new Date(row.placed_at).toISOString(),
      settled_at: row.settled_at === null ? null : new Date(row.settled_at).toISOString(),
    })),
    total,
  }
}
