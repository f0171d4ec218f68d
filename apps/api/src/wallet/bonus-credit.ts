import type { Queryable } from '../db/database.ts'
import { postEntry } from './ledger.ts'
import { openRequirement } from './wagering-requirements.ts'

export interface BonusCredit {
  readonly promotion: number
  readonly amount: number
  /** The promotion's turnover multiplier; 0 makes the bonus cash at once. */
  readonly multiplier: number
  readonly reference: string
  readonly description: string
}

/**
 * Credits a promotion's bonus. With a multiplier it is locked bonus money until its turnover
 * requirement (opened here, in the same transaction) is met. Call it while holding the account's
 * lock; answers the balance.
 */
export async function creditBonus(
  tx: Queryable,
  account: number,
  bonus: BonusCredit,
): Promise<number> {
  const locked = bonus.multiplier > 0 ? bonus.amount : 0
  const balance = await postEntry(tx, account, {
    amount: bonus.amount,
    kind: 'promotion',
    reference: bonus.reference,
    description: bonus.description,
    locked,
  })
  if (balance === null) throw new Error('A bonus credit was refused by the ledger')
  if (locked > 0) {
    await openRequirement(tx, account, {
      promotion: bonus.promotion,
      reference: bonus.reference,
      bonus_amount: bonus.amount,
      multiplier: bonus.multiplier,
    })
  }
  return balance
}
