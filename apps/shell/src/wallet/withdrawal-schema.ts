import * as v from 'valibot'
import { type AmountRules, amountSchema } from './amount-schema.ts'

/**
 * The withdrawal form: at least the site's minimum and at most the balance (the server answers
 * the same keys), to one of the player's bank accounts.
 */
export function withdrawalSchema(rules: Omit<AmountRules, 'maxMessage'>) {
  return v.object({
    amount: amountSchema({ ...rules, maxMessage: 'insufficientBalance' }),
    bank_account_id: v.pipe(
      v.string(),
      v.minLength(1, 'idRequired'),
      v.transform((id) => Number(id)),
    ),
  })
}
