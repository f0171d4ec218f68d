import * as v from 'valibot'
import { defineCall } from '../define-call.ts'
import { Bank, BankAccount } from '../entities/bank-account.ts'
import { response } from '../envelope.ts'
import {
  accountEntries,
  BankAccountName,
  BankAccountNumber,
  BankCode,
  NonNegativeMoney,
} from '../fields.ts'

/**
 * The player's bank accounts, the banks the site can pay out to, and how much of the balance may
 * be withdrawn now: what the withdrawal form needs before the player types an amount.
 */
export const banks = defineCall({
  path: '/api/wallet/banks',
  request: v.object(accountEntries),
  response: response({
    accounts: v.array(BankAccount),
    banks: v.array(Bank),
    /** The balance less its locked part; a larger withdrawal answers bonusTurnoverPending. */
    withdrawable: NonNegativeMoney,
    /**
     * Bonus money whose turnover requirement is not met yet: the bonuses with what they won, less
     * what they lost. It stays part of the balance and can be played.
     */
    locked: NonNegativeMoney,
    /** Stakes still to place before every open requirement is met and `locked` is released. */
    turnover_left: NonNegativeMoney,
  }),
  account: true,
})

export const addBank = defineCall({
  path: '/api/wallet/add_bank',
  request: v.object({
    ...accountEntries,
    bank_code: BankCode,
    account_name: BankAccountName,
    account_number: BankAccountNumber,
  }),
  response: response({ bank_account: BankAccount }),
  account: true,
})
