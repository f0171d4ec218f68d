import { DepositMethod, type Promotion } from '@parlor/contract'
import * as v from 'valibot'
import { type AmountRules, amountSchema } from './amount-schema.ts'

export type DepositBonus = Pick<
  Promotion,
  'promotion_id' | 'title' | 'bonus_percent' | 'max_bonus' | 'min_deposit' | 'turnover_multiplier'
>

/**
 * The deposit form: the amount within the site's bounds, a method, and a bonus ('' for none)
 * whose minimum deposit the amount must reach. `bonusTooSmall` words that last refusal with the
 * bonus's own minimum, which a message key alone could not say.
 */
export function depositSchema(
  rules: Omit<AmountRules, 'maxMessage'>,
  bonuses: readonly DepositBonus[],
  bonusTooSmall: (bonus: DepositBonus) => string,
) {
  const bonusOf = (id: number | null) => bonuses.find((bonus) => bonus.promotion_id === id)
  return v.pipe(
    v.object({
      amount: amountSchema({ ...rules, maxMessage: 'amountAboveMaximum' }),
      method: DepositMethod,
      promotion_id: v.pipe(
        v.string(),
        v.transform((id) => (id === '' ? null : Number(id))),
      ),
    }),
    v.forward(
      v.partialCheck(
        [['amount'], ['promotion_id']],
        ({ amount, promotion_id }) => amount >= (bonusOf(promotion_id)?.min_deposit ?? 0),
        (issue) => {
          const input = issue.input as { promotion_id: number | null }
          const bonus = bonusOf(input.promotion_id)
          return bonus ? bonusTooSmall(bonus) : 'fieldInvalid'
        },
      ),
      ['promotion_id'],
    ),
  )
}

export type DepositSchema = ReturnType<typeof depositSchema>
export type DepositFields = v.InferInput<DepositSchema>
export type DepositValues = v.InferOutput<DepositSchema>
