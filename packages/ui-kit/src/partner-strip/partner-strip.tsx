import { isWebAddress } from '@parlor/core'
import { AppLink } from '../navigation/app-link.tsx'
import './partner-strip.css'

export interface PartnerStripItem {
  readonly href: string
  readonly img_url: string
  /** The logo's text alternative: the link is named by it. */
  readonly partner_name: string
}

export interface PartnerStripProps {
  /** The list's name ("Our partners"). */
  readonly label: string
  readonly partners: readonly PartnerStripItem[]
}

/**
 * The site's partners as a row of logos, each linking to the partner's site in a new tab without
 * an opener. A partner whose link is not a web address (`data:`, `javascript:`, a site path) is
 * left out. Logos keep a fixed box, so the row never moves as they load.
 */
export function PartnerStrip({ label, partners }: PartnerStripProps) {
  const linked = partners.filter((partner) => isWebAddress(partner.href))
  if (linked.length === 0) return null
  return (
    <ul className="pk-partner-strip" data-slot="partner-strip" aria-label={label}>
      {linked.map((partner) => (
        <li key={`${partner.href}|${partner.partner_name}`} className="pk-partner-strip__item">
          <AppLink className="pk-partner-strip__link" href={partner.href} external>
            <img
              className="pk-partner-strip__logo"
              data-slot="partner-strip-logo"
              src={partner.img_url}
              alt={partner.partner_name}
              width={240}
              height={96}
              loading="lazy"
              decoding="async"
            />
          </AppLink>
        </li>
      ))}
    </ul>
  )
}
