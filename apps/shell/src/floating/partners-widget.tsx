import { useLingui } from '@lingui/react'
import { isWebAddress, layoutAtom, modalAtom, openModal } from '@parlor/core'
import { useAtom, useSetAtom } from 'jotai'
import './partners-widget.css'

/** How many logos the open widget shows before "all partners". */
const shownInWidget = 4

/**
 * Spec §2: the collapsible partners widget, whose modal lists every partner. Open or collapsed is
 * the layout store's partner-section flag, so the choice outlives a reload. Only partners whose
 * link is a web address are shown: a `data:` or `javascript:` link is never rendered.
 */
export function PartnersWidget() {
  const { i18n } = useLingui()
  const [layout, setLayout] = useAtom(layoutAtom)
  const setModals = useSetAtom(modalAtom)
  const partners = layout.partners.filter((partner) => isWebAddress(partner.href))
  if (partners.length === 0) return null
  const open = layout.display.partnerSection
  const toggle = () =>
    setLayout((state) => ({
      ...state,
      display: { ...state.display, partnerSection: !state.display.partnerSection },
    }))
  return (
    <aside
      className="partners-widget"
      data-open={open}
      aria-label={i18n._({ id: 'partners.title', message: 'Our partners' })}
    >
      <button
        type="button"
        className="partners-widget__toggle"
        aria-expanded={open}
        aria-controls="partners-widget-list"
        onClick={toggle}
      >
        <svg className="partners-widget__icon" viewBox="0 0 24 24" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 5.5 9.6 3.2a3.4 3.4 0 0 0-4.8 0L2 6v6l8.5 8.3a1.8 1.8 0 0 0 2.6-2.5l.4.4a1.8 1.8 0 0 0 2.6-2.5l.3.3a1.8 1.8 0 0 0 2.6-2.5l.3.2a1.8 1.8 0 0 0 2.6-2.5L22 12V6l-2.8-2.8a3.4 3.4 0 0 0-4.8 0Z"
          />
        </svg>
        <span className="partners-widget__label">
          {i18n._({ id: 'partners.title', message: 'Our partners' })}
        </span>
      </button>
      <div id="partners-widget-list" className="partners-widget__body" hidden={!open}>
        <ul className="partners-widget__list">
          {partners.slice(0, shownInWidget).map((partner) => (
            <li key={partner.href}>
              <a href={partner.href} target="_blank" rel="noopener noreferrer">
                <img src={partner.img_url} alt={partner.partner_name} width={96} height={40} />
              </a>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="partners-widget__all"
          onClick={() => setModals((state) => openModal(state, 'partners'))}
        >
          {i18n._({ id: 'partners.all', message: 'All partners' })}
        </button>
      </div>
    </aside>
  )
}
