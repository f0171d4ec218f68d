import { useLingui } from '@lingui/react'
import { layoutAtom } from '@parlor/core'
import { PartnerStrip } from '@parlor/ui-kit'
import { useAtomValue } from 'jotai'
import { useId } from 'react'

/** The site's partners (loaded after the first paint, spec §4), as a row of logos linking out. */
export function HomePartners() {
  const { i18n } = useLingui()
  const headingId = useId()
  const partners = useAtomValue(layoutAtom).partners
  if (partners.length === 0) return null
  const title = i18n._({ id: 'partners.title', message: 'Our partners' })
  return (
    <section
      className="home-page__section"
      data-slot="home-page-section"
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="home-page__heading" data-slot="home-page-heading">
        {title}
      </h2>
      <PartnerStrip label={title} partners={partners} />
    </section>
  )
}
