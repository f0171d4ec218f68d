import * as v from 'valibot'
import { IsoDate, RecordId } from '../fields.ts'
import { ImageAddress } from './image-address.ts'

/** A bank the site pays out to, for the add-bank form's choice. */
export const Bank = v.object({
  bank_code: v.string(),
  bank_name: v.string(),
  logo_url: ImageAddress,
})
export type Bank = v.InferOutput<typeof Bank>

/** A player's own bank account, where withdrawals go. */
export const BankAccount = v.object({
  bank_account_id: RecordId,
  bank_code: v.string(),
  bank_name: v.string(),
  account_name: v.string(),
  /** Starred out but for the last four digits: the full number never leaves the server. */
  account_number: v.string(),
  is_default: v.boolean(),
  created_at: IsoDate,
})
export type BankAccount = v.InferOutput<typeof BankAccount>
