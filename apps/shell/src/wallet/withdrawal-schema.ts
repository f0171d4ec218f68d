import * as v from 'valibot'
import { type AmountRules, amountSchema } from './amount-schema.ts'

/**
 * The withdrawal form: at least the site's minimum and at most the balance, and no more than the
 * part of it that is withdrawable (the rest is locked bonus money), to one of the player's bank
 * accounts. The keys are the ones the server answers.
 */
export function withdrawalSchema(
  rules: Omit<AmountRules, 'maxMessage'> & { readonly withdrawable: number },
) {
  const { withdrawable, ...amountRules } = rules
  return v.object({
    amount: v.pipe(
      amountSchema({ ...amountRules, maxMessage: 'insufficientBalance' }),
      // Past the balance the player reads insufficientBalance alone, as the server answers.
      v.check((amount) => amount > rules.max || amount <= withdrawable, 'bonusTurnoverPending'),
    ),
    bank_account_id: v.pipe(
      v.string(),
      v.minLength(1, 'idRequired'),
      v.transform((id) => Number(id)),
    ),
  })
}
