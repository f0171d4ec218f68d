import { useLingui } from '@lingui/react'
import { isWebAddress, layoutAtom } from '@parlor/core'
import { Dialog } from '@parlor/ui-kit/dialog'
import type { ModalProps } from '@parlor/ui-kit/site'
import { useAtomValue } from 'jotai'
import './partners-modal.css'

/**
 * Every partner's logo and name, each linking out in a new tab; a partner whose link is
 * not a web address is left out, as in the widget.
 */
export default function PartnersModal({ onClose }: ModalProps) {
  const { i18n } = useLingui()
  const partners = useAtomValue(layoutAtom).partners.filter((partner) => isWebAddress(partner.href))
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      id="partners"
      size="large"
      title={i18n._({ id: 'partners.title', message: 'Our partners' })}
    >
      <ul className="partners-modal__list">
        {partners.map((partner) => (
          <li key={partner.href}>
            <a href={partner.href} target="_blank" rel="noopener noreferrer">
              <img src={partner.img_url} alt="" width={160} height={64} loading="lazy" />
              <span>{partner.partner_name}</span>
            </a>
          </li>
        ))}
      </ul>
    </Dialog>
  )
}
