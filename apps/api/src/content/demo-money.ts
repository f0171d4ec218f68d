import type { ContentSite } from './content-site.ts'

/**
 * Roughly how many major units of each demo currency one US dollar buys. Demo figures are
 * written in dollars and converted, so a prize reads as a plausible amount in every currency
 * (a VND board in the millions, a USD board in the thousands) instead of one number everywhere.
 */
const unitsPerUsd: Readonly<Record<string, number>> = {
  USD: 1,
  EUR: 0.92,
  PHP: 57,
  CNY: 7.2,
  VND: 25_000,
  MYR: 4.6,
  NPR: 134,
  MMK: 2_100,
  MNT: 3_400,
  IDR: 16_000,
  RUB: 90,
}

/** A dollar figure in the site's minor units, rounded to a whole major unit as prizes are paid. */
export function demoMoney(usd: number, site: Pick<ContentSite, 'currency' | 'currency_decimals'>) {
  const majorUnits = Math.round(usd * (unitsPerUsd[site.currency] ?? 1))
  return majorUnits * 10 ** site.currency_decimals
}

/** An amount in minor units as people read it in copy: `1,000 PHP`. */
export function formatMoney(
  minorUnits: number,
  site: Pick<ContentSite, 'currency' | 'currency_decimals'>,
): string {
  const major = minorUnits / 10 ** site.currency_decimals
  return `${major.toLocaleString('en-US', { maximumFractionDigits: site.currency_decimals })} ${site.currency}`
}
