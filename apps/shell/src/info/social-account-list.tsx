import { useLingui } from '@lingui/react'
import type { SocialAccount } from '@parlor/contract'
import { AppLink, VisuallyHidden } from '@parlor/ui-kit'

/** A network's name as the operator typed it ("telegram"), capitalised for display. */
function networkName(type: string): string {
  return type.charAt(0).toUpperCase() + type.slice(1)
}

/**
 * The site's social and messenger accounts, each leaving the site in a new tab without an opener
 * (AppLink's external flag), with the network named in text beside its icon.
 */
export function SocialAccountList({ accounts }: { accounts: readonly SocialAccount[] }) {
  const { i18n } = useLingui()
  return (
    <ul className="contact__accounts">
      {accounts.map((account) => (
        <li key={`${account.type}:${account.url}`}>
          <AppLink href={account.url} external className="contact__account">
            <img src={account.icon} alt="" width={40} height={40} className="contact__icon" />
            <span className="contact__account-text">
              <span className="contact__network">{networkName(account.type)}</span>
              <span className="contact__name">{account.name}</span>
            </span>
            <VisuallyHidden>
              {i18n._({ id: 'contact.opensNewTab', message: '(opens in a new tab)' })}
            </VisuallyHidden>
          </AppLink>
        </li>
      ))}
    </ul>
  )
}
