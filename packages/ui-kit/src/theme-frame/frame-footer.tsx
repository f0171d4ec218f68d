import { useLingui } from '@lingui/react'
import type { LayoutState } from '@parlor/core'
import type { LanguageChoices } from '../language-switch/language-choices.ts'
import { LanguageSwitch } from '../language-switch/language-switch.tsx'
import { infoPageLinks } from '../site-footer/info-page-links.ts'
import { SiteFooter } from '../site-footer/site-footer.tsx'

export interface FrameFooterProps {
  readonly layout: LayoutState
  readonly language?: LanguageChoices | undefined
}

/**
 * The frame's footer: information pages, the site's social accounts, the responsible-gaming note,
 * the language switch. A default export: the frame loads it after the page, below the fold.
 *
 * The frame hands it the layout rather than the footer reading the store. Its code may arrive
 * after the site's later answers (the social accounts) have changed the store, and a part that
 * hydrated from a store that had moved on no longer matched the server's markup (React's error
 * 418, and the footer drawn again). Given by the hydrated frame, the change is an update React
 * applies once the footer has hydrated as the server rendered it.
 */
export default function FrameFooter({ layout, language }: FrameFooterProps) {
  const { i18n } = useLingui()
  const site = layout.site
  return (
    <SiteFooter
      className="pk-frame__footer"
      region="footer"
      siteName={site?.site_name ?? ''}
      logo={site ? { src: site.logo1, alt: site.site_name } : undefined}
      infoLinks={infoPageLinks(i18n)}
      socialAccounts={layout.accountList}
    >
      {language ? <LanguageSwitch {...language} /> : null}
    </SiteFooter>
  )
}
