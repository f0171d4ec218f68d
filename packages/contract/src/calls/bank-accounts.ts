import * as v from 'valibot'
import { defineCall } from '../define-call.ts'
import { Bank, BankAccount } from '../entities/bank-account.ts'
import { response } from '../envelope.ts'
import { accountEntries, BankAccountName, BankAccountNumber, BankCode } from '../fields.ts'

/** The player's bank accounts, and the banks the site can pay out to. */
export const banks = defineCall({
  path: '/api/wallet/banks',
  request: v.object(accountEntries),
  response: response({ accounts: v.array(BankAccount), banks: v.array(Bank) }),
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
