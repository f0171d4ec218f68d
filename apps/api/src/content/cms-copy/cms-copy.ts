import type { CmsPage } from '@parlor/contract'

/**
 * What the information pages say about the site they are on. Values are already HTML-escaped:
 * copy functions put them straight into markup.
 */
export interface CopyContext {
  readonly siteName: string
  readonly currency: string
  readonly supportEmail: string
  /** Formatted with the currency, e.g. `100 PHP`. */
  readonly minDeposit: string
  readonly minWithdrawal: string
}

/** One language's information pages as operator rich text (headings, paragraphs, lists). */
export type CmsCopy = (context: CopyContext) => Readonly<Record<CmsPage, string>>
