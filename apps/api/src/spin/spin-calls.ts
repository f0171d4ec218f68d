import { randomBytes, randomInt } from 'node:crypto'
import { statusCode, statusMessage } from '@parlor/contract'
import { accountCall } from '../accounts/account-call.ts'
import type { Database } from '../db/database.ts'
import type { CallHandlers } from '../http/call-handler.ts'
import { failure, ok } from '../http/envelopes.ts'
import { currentBalance, postEntry } from '../wallet/ledger.ts'
import { moneyCall } from '../wallet/money-call.ts'
import { siteMoneyRules } from '../wallet/site-money-rules.ts'
import { landOn, spinCost, wheelFor } from './spin-wheel.ts'
import { grantTokens, spendTokens, tokenBalance } from './token-ledger.ts'

/** The lucky wheel: minigame tokens in, cash or more tokens out. */
export function spinCalls(db: Database): CallHandlers {
  return {
    spinInfo: accountCall(async (_input, account) => {
      const rules = await siteMoneyRules(db, account.domain_name)
      return {
        ...ok,
        ...(await tokenBalance(db, account.id)),
        spin_cost: spinCost,
        prizes: wheelFor(rules.deposit_min).map((segment) => segment.prize),
      }
    }),

    spinPlay: moneyCall(db, 'spinPlay', async (tx, _input, account) => {
      const spinId = `S${randomBytes(8).toString('hex').toUpperCase()}`
      if (!(await spendTokens(tx, account.id, { amount: spinCost, reference: spinId }))) {
        return failure(statusCode.badRequest, statusMessage.insufficientBalance, 'token_balance')
      }
      const rules = await siteMoneyRules(tx, account.domain_name)
      const prize = landOn(wheelFor(rules.deposit_min), (total) => randomInt(total))
      const balance =
        prize.kind === 'cash'
          ? await postEntry(tx, account.id, {
              amount: prize.cash_amount,
              kind: 'spin',
              reference: spinId,
              description: prize.label,
            })
          : null
      if (prize.kind === 'token') {
        await grantTokens(tx, account.id, {
          amount: prize.token_amount,
          kind: 'spin_prize',
          reference: spinId,
        })
      }
      return {
        ...ok,
        spin_id: spinId,
        prize,
        ...(await tokenBalance(tx, account.id)),
        game_balance: balance ?? (await currentBalance(tx, account.id)),
      }
    }),
  }
}
