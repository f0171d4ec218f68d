import { useLingui } from '@lingui/react'
import type { SocialAccount } from '@parlor/contract'
import { type ReactNode, useId } from 'react'
import { AppLink } from '../navigation/app-link.tsx'
import type { InfoPageLink } from './info-page-links.ts'
import { SocialLink } from './social-link.tsx'
import './site-footer.css'

export interface SiteFooterProps {
  readonly siteName: string
  readonly logo?: { readonly src: string; readonly alt: string }
  /** The information pages: `infoPageLinks(i18n)`, or a theme's own selection. */
  readonly infoLinks: readonly InfoPageLink[]
  /** The layout store's `accountList`; the section is left out when there is none. */
  readonly socialAccounts: readonly SocialAccount[]
  /** More for the footer (partners, payment logos, a language switch), above the legal line. */
  readonly children?: ReactNode
  readonly className?: string
  /** The theme frame's region the footer fills (`data-region`), for themes to select it. */
  readonly region?: string
}

/** The site's footer: information pages, social accounts, the 18+ note, the copyright line. */
export function SiteFooter({
  siteName,
  logo,
  infoLinks,
  socialAccounts,
  children,
  className,
  region,
}: SiteFooterProps) {
  const { i18n } = useLingui()
  const infoHeading = useId()
  const socialHeading = useId()
  return (
    <footer
      className={['pk-site-footer', className].filter(Boolean).join(' ')}
      data-slot="site-footer"
      data-region={region}
    >
      <div className="pk-site-footer__inner">
        <div className="pk-site-footer__brand">
          {logo ? (
            <img className="pk-site-footer__logo" src={logo.src} alt={logo.alt} height={40} />
          ) : (
            <p className="pk-site-footer__name">{siteName}</p>
          )}
        </div>
        {infoLinks.length > 0 ? (
          <nav className="pk-site-footer__section" aria-labelledby={infoHeading}>
            <h2 className="pk-site-footer__heading" id={infoHeading}>
              {i18n._({ id: 'footer.information', message: 'Information' })}
            </h2>
            <ul className="pk-site-footer__links">
              {infoLinks.map((link) => (
                <li key={link.href}>
                  <AppLink
                    href={link.href}
                    className="pk-site-footer__link"
                    data-slot="site-footer-link"
                  >
                    {link.label}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {socialAccounts.length > 0 ? (
          <section className="pk-site-footer__section" aria-labelledby={socialHeading}>
            <h2 className="pk-site-footer__heading" id={socialHeading}>
              {i18n._({ id: 'footer.followUs', message: 'Follow us' })}
            </h2>
            <ul className="pk-site-footer__socials">
              {socialAccounts.map((account) => (
                <li key={`${account.type}:${account.url}`}>
                  <SocialLink account={account} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {children ? <div className="pk-site-footer__extra">{children}</div> : null}
        <div className="pk-site-footer__legal">
          <p className="pk-site-footer__age">
            <span className="pk-site-footer__age-mark">18+</span>
            {i18n._({
              id: 'footer.adultsOnly',
              message:
                'Only for players aged 18 and over. Gambling can be addictive: play responsibly.',
            })}
          </p>
          <p className="pk-site-footer__copyright">
            {/* The mark, year and name read the same in every language: only the phrase is text. */}
            © {new Date().getFullYear()} {siteName}.{' '}
            {i18n._({ id: 'footer.rightsReserved', message: 'All rights reserved.' })}
          </p>
        </div>
      </div>
    </footer>
  )
}
