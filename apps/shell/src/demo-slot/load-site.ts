import { isInMaintenance, isSuccess } from '@parlor/contract'
import { api } from './game-api.ts'
import type { SiteMoney } from './money-text.ts'

export type SiteLoad =
  | { readonly kind: 'ready'; readonly site: SiteMoney }
  | { readonly kind: 'maintenance' }
  | { readonly kind: 'unreachable' }

/**
 * The site's currency and limits. The game asks /api/startup itself (by host name, like the
 * site): a frame or popup cannot rely on the page around it, and a phone opens it in place of
 * the site.
 */
export async function loadSite(domain: string): Promise<SiteLoad> {
  const answer = await api.startup({ domain_name: domain })
  if (!isSuccess(answer)) return { kind: 'unreachable' }
  if (isInMaintenance(answer)) return { kind: 'maintenance' }
  const { currency, currency_decimals, deposit_min } = answer.site
  return {
    kind: 'ready',
    site: { currency, decimals: currency_decimals, depositMin: deposit_min },
  }
}
