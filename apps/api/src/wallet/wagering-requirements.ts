import type { Queryable } from '../db/database.ts'

/**
 * A bonus's turnover requirement: `required_turnover` is the bonus alone times its promotion's
 * multiplier (a "10× turnover" bonus of 1,000 asks for 10,000 of stakes), not the deposit with
 * it. Call these only while holding the account's lock.
 */
export interface OpenRequirement {
  readonly promotion: number
  readonly reference: string
  readonly bonus_amount: number
  readonly multiplier: number
}

export async function openRequirement(
  tx: Queryable,
  account: number,
  requirement: OpenRequirement,
): Promise<void> {
  await tx.query(
    `insert into wagering_requirements (account, promotion, reference, bonus_amount, required_turnover)
     values ($1, $2, $3, $4, $5)`,
    [
      account,
      requirement.promotion,
      requirement.reference,
      requirement.bonus_amount,
      requirement.bonus_amount * requirement.multiplier,
    ],
  )
}

/**
 * Counts a stake towards the open requirements, oldest first: what one cannot take (it is met)
 * goes on to the next. Answers how many stay open.
 */
export async function countTurnover(tx: Queryable, account: number, stake: number) {
  const open = await tx.query<{ id: number; left: number }>(
    `select id::int as id, (required_turnover - turnover)::float8 as left
       from wagering_requirements where account = $1 and status = 'open' order by id`,
    [account],
  )
  let rest = stake
  let stillOpen = open.length
  for (const requirement of open) {
    if (rest === 0) break
    const taken = Math.min(rest, requirement.left)
    const met = taken === requirement.left
    await tx.query(
      `update wagering_requirements
          set turnover = turnover + $2,
              status = case when $3 then 'met' else status end,
              closed_at = case when $3 then now() else closed_at end
        where id = $1`,
      [requirement.id, taken, met],
    )
    rest -= taken
    if (met) stillOpen -= 1
  }
  return stillOpen
}

export async function openRequirementCount(tx: Queryable, account: number): Promise<number> {
  const [row] = await tx.query<{ open: number }>(
    `select count(*)::int as open from wagering_requirements where account = $1 and status = 'open'`,
    [account],
  )
  return row?.open ?? 0
}

/** Ends every open requirement unmet: the bonus money it held has been played away. */
export async function forfeitOpenRequirements(tx: Queryable, account: number): Promise<void> {
  await tx.query(
    `update wagering_requirements set status = 'forfeited', closed_at = now()
      where account = $1 and status = 'open'`,
    [account],
  )
}
