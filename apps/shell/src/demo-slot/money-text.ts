import { formatMoney } from '@parlor/core'

/** The site's money rules the game needs, from /api/startup's `site`. */
export interface SiteMoney {
  /** ISO 4217 code, shown after every amount. */
  readonly currency: string
  readonly decimals: number
  /** Minor units; the server derives its stake limits from it. */
  readonly depositMin: number
}

/** An amount of minor units as the player reads it: "12.5 PHP". */
export function moneyText(minorUnits: number, site: SiteMoney, locale: string): string {
  return `${formatMoney(minorUnits, site.decimals, locale)} ${site.currency}`
}
