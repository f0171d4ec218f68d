import { formatMoney } from '@parlor/core'

/**
 * An amount as plain text ("12.50 PHP"), for a sentence or an aria value where ui-kit's Amount
 * element cannot go.
 */
export function amountText(
  minor: number,
  money: { readonly currency: string; readonly decimals: number; readonly locale: string },
): string {
  return `${formatMoney(minor, money.decimals, money.locale)} ${money.currency}`
}
