import { useLingui } from '@lingui/react'
import { isWebAddress, layoutAtom, modalAtom, openModal } from '@parlor/core'
import { useAtom, useSetAtom } from 'jotai'
import './partners-widget.css'

/** How many logos the open widget shows before "all partners". */
const shownInWidget = 4

/**
 * The collapsible partners widget, whose modal lists every partner. Open or collapsed is
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
        {/* Lucide's "handshake" (ISC licence): partners, not a heart that reads as favourites. */}
        <svg
          className="partners-widget__icon"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="m11 17 2 2a1 1 0 1 0 3-3" />
          <path d="m14 14 2.5 2.5a1 1 0 1 0 3-3l-3.88-3.88a3 3 0 0 0-4.24 0l-.88.88a1 1 0 1 1-3-3l2.81-2.81a5.79 5.79 0 0 1 7.06-.87l.47.28a2 2 0 0 0 1.42.25L21 4" />
          <path d="m21 3 1 11h-2" />
          <path d="M3 3 2 14l6.5 6.5a1 1 0 1 0 3-3" />
          <path d="M3 4h8" />
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
