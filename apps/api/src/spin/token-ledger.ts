import type { Queryable } from '../db/database.ts'

export interface TokenBalance {
  /** Tokens the player may spend now. */
  readonly token_balance: number
  /** Tokens earned but not yet spendable. */
  readonly frozen_token: number
}

export async function tokenBalance(tx: Queryable, account: number): Promise<TokenBalance> {
  const [row] = await tx.query<TokenBalance>(
    `select coalesce(sum(amount) filter (where available_at <= now()), 0)::int as token_balance,
            coalesce(sum(amount) filter (where available_at > now()), 0)::int as frozen_token
       from token_ledger where account = $1`,
    [account],
  )
  return row ?? { token_balance: 0, frozen_token: 0 }
}

/** Grants tokens; `frozenForMs` keeps them unspendable for that long. */
export async function grantTokens(
  tx: Queryable,
  account: number,
  grant: { amount: number; kind: string; reference: string; frozenForMs?: number },
): Promise<void> {
  if (grant.amount <= 0) return
  await tx.query(
    `insert into token_ledger (account, amount, kind, reference, available_at)
     values ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [account, grant.amount, grant.kind, grant.reference, (grant.frozenForMs ?? 0) / 1000],
  )
}

/** Spends spendable tokens; false (nothing written) when there are not enough. Needs the lock. */
export async function spendTokens(
  tx: Queryable,
  account: number,
  spend: { amount: number; reference: string },
): Promise<boolean> {
  const { token_balance } = await tokenBalance(tx, account)
  if (token_balance < spend.amount) return false
  await tx.query(
    `insert into token_ledger (account, amount, kind, reference) values ($1, $2, 'spin', $3)`,
    [account, -spend.amount, spend.reference],
  )
  return true
}
