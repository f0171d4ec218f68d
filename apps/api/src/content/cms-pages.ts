import { type Cms, cmsPages } from '@parlor/contract'
import { escapeMarkup as escapeHtml } from '../demo-data/escape-markup.ts'
import type { CopyContext } from './cms-copy/cms-copy.ts'
import { cmsCopyByLanguage } from './cms-copy/cms-copy-by-language.ts'
import type { ContentSite } from './content-site.ts'
import { formatMoney } from './demo-money.ts'

/**
 * Pages a demo site switches off, so the shell's hiding of a page whose status is false is seen
 * in the demo: template11.localhost (an English site, easy to check by eye) hides its banking
 * page. Every other page of every site is shown.
 */
const hiddenDemoPages: Readonly<Record<string, readonly string[]>> = {
  'template11.localhost': ['banking'],
}

function copyContext(site: ContentSite): CopyContext {
  return {
    siteName: escapeHtml(site.site_name),
    currency: escapeHtml(site.currency),
    supportEmail: `support@${site.domain_name}`,
    minDeposit: escapeHtml(formatMoney(site.deposit_min, site)),
    minWithdrawal: escapeHtml(formatMoney(site.withdraw_min, site)),
  }
}

/** A site's information pages in English and in its own language (equal for English sites). */
export function cmsPagesFor(site: ContentSite): Cms {
  const context = copyContext(site)
  const english = cmsCopyByLanguage.EN(context)
  const local = cmsCopyByLanguage[site.language](context)
  const hidden = hiddenDemoPages[site.domain_name] ?? []
  const entries = cmsPages.map((page) => [
    page,
    { en: english[page], local: local[page], status: !hidden.includes(page) },
  ])
  return Object.fromEntries(entries) as Cms
}
