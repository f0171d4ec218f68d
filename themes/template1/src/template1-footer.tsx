import { useLingui } from '@lingui/react'
import { layoutAtom } from '@parlor/core'
import { infoPageLinks, SiteFooter } from '@parlor/ui-kit'
import { useAtomValue } from 'jotai'

/** The footer: information pages, the site's social accounts, the responsible-gaming note. */
export default function Template1Footer() {
  const { i18n } = useLingui()
  const layout = useAtomValue(layoutAtom)
  const site = layout.site
  return (
    <SiteFooter
      className="t1-footer"
      siteName={site?.site_name ?? ''}
      logo={site ? { src: site.logo1, alt: site.site_name } : undefined}
      infoLinks={infoPageLinks(i18n)}
      socialAccounts={layout.accountList}
    />
  )
}
