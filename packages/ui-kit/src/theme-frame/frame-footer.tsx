import { useLingui } from '@lingui/react'
import { layoutAtom } from '@parlor/core'
import { useAtomValue } from 'jotai'
import type { LanguageChoices } from '../language-switch/language-choices.ts'
import { LanguageSwitch } from '../language-switch/language-switch.tsx'
import { infoPageLinks } from '../site-footer/info-page-links.ts'
import { SiteFooter } from '../site-footer/site-footer.tsx'

/**
 * The frame's footer from the layout store: information pages, the site's social accounts, the
 * responsible-gaming note, the language switch. A default export: the frame loads it after the page, below the fold.
 */
export default function FrameFooter({ language }: { readonly language?: LanguageChoices }) {
  const { i18n } = useLingui()
  const layout = useAtomValue(layoutAtom)
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
