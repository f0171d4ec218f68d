import type { Queryable } from '../db/database.ts'

export interface WithdrawalAllowance {
  /** The balance less its locked part. */
  readonly withdrawable: number
  /** Bonus money under an open turnover requirement: the bonuses, plus what they won, less what they lost. */
  readonly locked: number
  /** Stakes still to place before every open requirement is met and the locked part released. */
  readonly turnover_left: number
}

/**
 * What the player may withdraw now. One statement, so the balance and the requirements come from
 * the same snapshot even when read without the account's lock.
 */
export async function withdrawalAllowance(
  db: Queryable,
  account: number,
): Promise<WithdrawalAllowance> {
  const [row] = await db.query<{ balance: number; locked: number; turnover_left: number }>(
    `select coalesce((select balance_after from ledger where account = $1 order by id desc limit 1), 0)::float8 as balance,
            coalesce((select locked_after from ledger where account = $1 order by id desc limit 1), 0)::float8 as locked,
            coalesce((select sum(required_turnover - turnover) from wagering_requirements
                       where account = $1 and status = 'open'), 0)::float8 as turnover_left`,
    [account],
  )
  const balance = row?.balance ?? 0
  const locked = Math.min(row?.locked ?? 0, balance)
  return { withdrawable: balance - locked, locked, turnover_left: row?.turnover_left ?? 0 }
}
