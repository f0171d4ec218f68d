import type { Queryable } from '../db/database.ts'
import { currentFunds, postEntry } from './ledger.ts'
import {
  countTurnover,
  forfeitOpenRequirements,
  openRequirementCount,
} from './wagering-requirements.ts'

export interface Stake {
  readonly amount: number
  /** The round it was placed in. */
  readonly reference: string
  /** The game, as bet history and the statement name it. */
  readonly description: string
}

export interface PlacedStake {
  readonly balance: number
  /** The part of the stake paid with locked bonus money: its share of the win is bonus money. */
  readonly fromBonus: number
}

/**
 * Takes a stake from the balance: cash first, then locked bonus money (so what a bonus wins stays
 * bonus money, and a player cannot cash out the deposit and gamble the bonus for free). The stake
 * counts towards the open turnover requirements; when it meets the last one the locked part is
 * released with it. Answers `null`, having written nothing, when the balance does not cover it.
 * This is the one way a bet reaches the wallet: the demo slot calls it, and a provider's debit
 * callback would too. Call it while holding the account's lock.
 */
export async function placeStake(
  tx: Queryable,
  account: number,
  stake: Stake,
): Promise<PlacedStake | null> {
  const funds = await currentFunds(tx, account)
  if (stake.amount > funds.balance) return null
  const fromBonus = Math.max(0, stake.amount - (funds.balance - funds.locked))
  const stillOpen = await countTurnover(tx, account, stake.amount)
  const lockedAfter = stillOpen > 0 ? funds.locked - fromBonus : 0
  const balance = await postEntry(tx, account, {
    amount: -stake.amount,
    kind: 'bet',
    reference: stake.reference,
    description: stake.description,
    locked: lockedAfter - funds.locked,
  })
  if (balance === null) throw new Error('A covered stake was refused by the ledger')
  return { balance, fromBonus }
}

/**
 * Settles a stake: credits the win, the stake's bonus share of it as locked bonus money while a
 * requirement is open. When no locked money is left after it, the open requirements are
 * forfeited, so a later deposit is never held by a bonus that was played away. Answers the
 * balance.
 */
export async function settleStake(
  tx: Queryable,
  account: number,
  stake: Stake & { readonly fromBonus: number; readonly win: number },
): Promise<number> {
  const open = await openRequirementCount(tx, account)
  const toLocked =
    open > 0 && stake.amount > 0 ? Math.floor((stake.win * stake.fromBonus) / stake.amount) : 0
  const balance =
    stake.win > 0
      ? await postEntry(tx, account, {
          amount: stake.win,
          kind: 'win',
          reference: stake.reference,
          description: stake.description,
          locked: toLocked,
        })
      : null
  const funds = await currentFunds(tx, account)
  if (open > 0 && funds.locked === 0) await forfeitOpenRequirements(tx, account)
  return balance ?? funds.balance
}
