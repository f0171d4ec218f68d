import type { Queryable } from '../db/database.ts'

/** The histories whose entries the database counts (history-totals-migration.ts). */
export type History = 'ledger' | 'deposits' | 'withdrawals' | 'game_rounds'

/** How many entries an account's histories hold together, read from the kept totals. */
export async function historyTotal(
  tx: Queryable,
  account: number,
  histories: readonly History[],
): Promise<number> {
  const [row] = await tx.query<{ total: number }>(
    `select coalesce(sum(entries), 0)::int as total
       from history_totals where account = $1 and history = any($2::text[])`,
    [account, histories],
  )
  return row?.total ?? 0
}

/**
 * How many entries a history's pages hold: the kept total while the player has not narrowed the
 * history, else the count of what the narrowing keeps (`narrowed`, a `select count(*)::int as
 * total` query), which costs as much as the rows a period or provider holds.
 */
export async function historyCount(
  tx: Queryable,
  account: number,
  histories: readonly History[],
  narrowed?: { readonly sql: string; readonly params: readonly unknown[] },
): Promise<number> {
  if (!narrowed) return historyTotal(tx, account, histories)
  const [row] = await tx.query<{ total: number }>(narrowed.sql, [...narrowed.params])
  return row?.total ?? 0
}
