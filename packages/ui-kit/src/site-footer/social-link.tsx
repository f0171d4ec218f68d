import { useLingui } from '@lingui/react'
import type { SocialAccount } from '@parlor/contract'
import { AppLink } from '../navigation/app-link.tsx'
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx'

/** A network's name as the operator typed it ("telegram"), capitalised for display. */
function networkName(type: string): string {
  return type.charAt(0).toUpperCase() + type.slice(1)
}

/** One of the site's social accounts: its network's icon (named) and the account's name. */
export function SocialLink({ account }: { account: SocialAccount }) {
  const { i18n } = useLingui()
  return (
    <AppLink
      href={account.url}
      external
      className="pk-site-footer__social"
      data-slot="site-footer-social"
    >
      {account.icon ? (
        <img
          className="pk-site-footer__social-icon"
          src={account.icon}
          alt={networkName(account.type)}
          width={28}
          height={28}
          loading="lazy"
        />
      ) : (
        <VisuallyHidden>{networkName(account.type)}</VisuallyHidden>
      )}
      <span>{account.name}</span>
      <VisuallyHidden>
        {' '}
        {i18n._({ id: 'contact.opensNewTab', message: '(opens in a new tab)' })}
      </VisuallyHidden>
    </AppLink>
  )
}
