import { statusCode, statusMessage } from '@parlor/contract'
import { accountCall } from '../accounts/account-call.ts'
import type { Database } from '../db/database.ts'
import { pageWindow } from '../db/page-window.ts'
import type { CallHandlers } from '../http/call-handler.ts'
import { failure, ok } from '../http/envelopes.ts'
import { depositBonus, findLivePromotion, recordClaim } from '../promotions/promotion-store.ts'
import { grantTokens } from '../spin/token-ledger.ts'
import { addBankAccount, findBankAccount, listBankAccounts } from './bank-accounts.ts'
import { banksFor } from './bank-directory.ts'
import { type BonusCredit, creditBonus } from './bonus-credit.ts'
import { currentBalance, currentFunds, postEntry } from './ledger.ts'
import { moneyCall } from './money-call.ts'
import { listStatement, listTransactions } from './payment-history.ts'
import { paymentReference } from './payment-reference.ts'
import { siteMoneyRules } from './site-money-rules.ts'
import { withdrawalAllowance } from './withdrawal-allowance.ts'
import {
  findWithdrawal,
  listWithdrawals,
  moveWithdrawal,
  requestWithdrawal,
} from './withdrawals.ts'

/** A deposit earns one spin token, spendable a day later so deposit-withdraw loops farm none. */
export const depositTokenDelayMs = 24 * 60 * 60 * 1000

/**
 * Deposits, withdrawals, bank accounts and the player's money history. `instantDeposits` is the
 * demo's stand-in for a payment gateway: each deposit settles at once with no money taken. It is
 * on only in demo mode; without it (and until an operator wires a gateway in here) deposits are
 * refused with `paymentsUnavailable` and write nothing.
 */
export function walletCalls(
  db: Database,
  options: { readonly instantDeposits: boolean },
): CallHandlers {
  return {
    deposit: moneyCall(db, 'deposit', async (tx, input, account) => {
      if (!options.instantDeposits) {
        return failure(statusCode.serviceUnavailable, statusMessage.paymentsUnavailable)
      }
      const rules = await siteMoneyRules(tx, account.domain_name)
      if (input.amount < rules.deposit_min) {
        return failure(statusCode.badRequest, statusMessage.amountBelowMinimum, 'amount')
      }
      if (input.amount > rules.deposit_max) {
        return failure(statusCode.badRequest, statusMessage.amountAboveMaximum, 'amount')
      }
      const reference = paymentReference('DP')
      let bonus: BonusCredit | null = null
      if (input.promotion_id !== null) {
        const promotion = await findLivePromotion(tx, account.domain_name, input.promotion_id)
        if (!promotion) return failure(statusCode.notFound, statusMessage.notFound, 'promotion_id')
        if (promotion.claim !== 'with_deposit') {
          return failure(statusCode.badRequest, statusMessage.notClaimable, 'promotion_id')
        }
        const amount = depositBonus(promotion, input.amount)
        if (amount === 0) {
          return failure(
            statusCode.badRequest,
            statusMessage.notClaimable,
            `The promotion needs a deposit of at least ${promotion.min_deposit}`,
          )
        }
        if (!(await recordClaim(tx, promotion.promotion_id, account.id, amount))) {
          return failure(statusCode.conflict, statusMessage.alreadyClaimed, 'promotion_id')
        }
        bonus = {
          promotion: promotion.promotion_id,
          amount,
          multiplier: promotion.turnover_multiplier,
          reference,
          description: promotion.title,
        }
      }
      // The reference server's gateway settles at once: the money is on the balance now.
      const [row] = await tx.query<{ id: number; created_at: Date; updated_at: Date }>(
        `insert into deposits (account, amount, method, status, reference, promotion)
         values ($1, $2, $3, 'completed', $4, $5) returning id::int as id, created_at, updated_at`,
        [account.id, input.amount, input.method, reference, input.promotion_id],
      )
      if (!row) throw new Error('The deposit insert returned no row')
      let balance = await postEntry(tx, account.id, {
        amount: input.amount,
        kind: 'deposit',
        reference,
        description: 'Deposit',
      })
      if (bonus) balance = await creditBonus(tx, account.id, bonus)
      await grantTokens(tx, account.id, {
        amount: 1,
        kind: 'deposit',
        reference,
        frozenForMs: depositTokenDelayMs,
      })
      return {
        ...ok,
        transaction: {
          transaction_id: row.id,
          type: 'deposit' as const,
          amount: input.amount,
          status: 'completed' as const,
          method: input.method,
          reference,
          created_at: new Date(row.created_at).toISOString(),
          updated_at: new Date(row.updated_at).toISOString(),
        },
        payment_url: '',
        game_balance: balance ?? 0,
      }
    }),

    withdraw: moneyCall(db, 'withdraw', async (tx, input, account) => {
      const rules = await siteMoneyRules(tx, account.domain_name)
      if (input.amount < rules.withdraw_min) {
        return failure(statusCode.badRequest, statusMessage.amountBelowMinimum, 'amount')
      }
      const bank = await findBankAccount(tx, account.id, input.bank_account_id, rules.currency)
      if (!bank) return failure(statusCode.notFound, statusMessage.notFound, 'bank_account_id')
      const funds = await currentFunds(tx, account.id)
      if (input.amount <= funds.balance && input.amount > funds.balance - funds.locked) {
        const allowance = await withdrawalAllowance(tx, account.id)
        // The field first, so the form puts the refusal on it; the figures are for people.
        return failure(
          statusCode.badRequest,
          statusMessage.bonusTurnoverPending,
          `amount; withdrawable ${allowance.withdrawable}; locked ${allowance.locked}; turnover_left ${allowance.turnover_left}`,
        )
      }
      const requested = await requestWithdrawal(tx, account.id, {
        amount: input.amount,
        bank_account: bank.bank_account_id,
        reference: paymentReference('WD'),
      })
      if (!requested) {
        return failure(statusCode.badRequest, statusMessage.insufficientBalance, 'amount')
      }
      const withdrawal = await findWithdrawal(tx, requested.id, rules.currency)
      if (!withdrawal) throw new Error('A withdrawal vanished inside its own transaction')
      return { ...ok, withdrawal, game_balance: requested.balance }
    }),

    withdrawCancel: moneyCall(db, 'withdrawCancel', async (tx, input, account) => {
      const { currency } = await siteMoneyRules(tx, account.domain_name)
      const mine = await findWithdrawal(tx, input.withdrawal_id, currency, account.id)
      if (!mine) return failure(statusCode.notFound, statusMessage.notFound, 'withdrawal_id')
      const outcome = await moveWithdrawal(tx, mine.withdrawal_id, 'cancelled')
      if (outcome !== 'moved') {
        return failure(statusCode.conflict, statusMessage.notCancellable, mine.status)
      }
      const withdrawal = await findWithdrawal(tx, mine.withdrawal_id, currency, account.id)
      if (!withdrawal) throw new Error('A withdrawal vanished inside its own transaction')
      return { ...ok, withdrawal, game_balance: await currentBalance(tx, account.id) }
    }),

    withdrawals: accountCall(async (input, account) => {
      const { currency } = await siteMoneyRules(db, account.domain_name)
      const page = await listWithdrawals(db, account.id, currency, pageWindow(input))
      return { ...ok, ...page, page: input.page, page_size: input.page_size }
    }),

    banks: accountCall(async (_input, account) => {
      const { currency } = await siteMoneyRules(db, account.domain_name)
      return {
        ...ok,
        accounts: await listBankAccounts(db, account.id, currency),
        banks: banksFor(currency),
        ...(await withdrawalAllowance(db, account.id)),
      }
    }),

    addBank: accountCall(async (input, account) => {
      const { currency } = await siteMoneyRules(db, account.domain_name)
      if (!banksFor(currency).some((bank) => bank.bank_code === input.bank_code)) {
        return failure(statusCode.badRequest, statusMessage.invalidRequest, 'bank_code')
      }
      const added = await addBankAccount(db, account.id, input, currency)
      if (!added) {
        return failure(statusCode.conflict, statusMessage.accountExists, 'account_number')
      }
      return { ...ok, bank_account: added }
    }),

    transactions: accountCall(async (input, account) => {
      const filter = { from: input.from, to: input.to, ...pageWindow(input) }
      const page = await listTransactions(db, account.id, input.type, filter)
      return { ...ok, ...page, page: input.page, page_size: input.page_size }
    }),

    statement: accountCall(async (input, account) => {
      const filter = { from: input.from, to: input.to, ...pageWindow(input) }
      const page = await listStatement(db, account.id, filter)
      return { ...ok, ...page, page: input.page, page_size: input.page_size }
    }),
  }
}
