import { parseMoney } from '@parlor/core'
import * as v from 'valibot'

export interface AmountRules {
  /** The site's `currency_decimals` and the player's locale, as the field shows them. */
  readonly decimals: number
  readonly locale: string
  /** Smallest amount in minor units (at least one unit). */
  readonly min: number
  /** Largest amount in minor units, and the key to show above it. */
  readonly max: number
  readonly maxMessage: 'amountAboveMaximum' | 'insufficientBalance'
}

/**
 * An amount field's text as integer minor units, with the same bounds and message keys the
 * server answers, so a refusal reads the same whichever side found it.
 */
export function amountSchema(rules: AmountRules) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'amountRequired'),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const minor = parseMoney(dataset.value, rules.decimals, rules.locale)
      if (minor === null) {
        addIssue({ message: 'amountFormat' })
        return NEVER
      }
      return minor
    }),
    v.minValue(Math.max(1, rules.min), 'amountBelowMinimum'),
    v.maxValue(rules.max, rules.maxMessage),
  )
}
