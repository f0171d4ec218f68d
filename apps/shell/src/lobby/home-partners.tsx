import { useLingui } from '@lingui/react'
import { layoutAtom } from '@parlor/core'
import { PartnerStrip } from '@parlor/ui-kit'
import { useAtomValue } from 'jotai'
import { HomeSection } from './home-section.tsx'

/** The site's partners (loaded after the first paint), as a row of logos linking out. */
export function HomePartners() {
  const { i18n } = useLingui()
  const partners = useAtomValue(layoutAtom).partners
  if (partners.length === 0) return null
  const title = i18n._({ id: 'partners.title', message: 'Our partners' })
  return (
    <HomeSection title={title}>
      <PartnerStrip label={title} partners={partners} />
    </HomeSection>
  )
}
