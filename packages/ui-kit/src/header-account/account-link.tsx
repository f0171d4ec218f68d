import { useLingui } from '@lingui/react'
import { AppLink } from '../navigation/app-link.tsx'
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx'

export interface AccountLinkProps {
  readonly href: string
  readonly accountId: string
  readonly unread: number
}

/**
 * The player's account, by account id. On a phone the id gives way to an icon; the link's name
 * stays the id (and the unread count), so it reads the same everywhere.
 */
export function AccountLink({ href, accountId, unread }: AccountLinkProps) {
  const { i18n } = useLingui()
  const name =
    unread > 0
      ? i18n._({
          id: 'header.accountUnread',
          message: '{accountId}, {count, plural, one {# unread message} other {# unread messages}}',
          values: { accountId, count: unread },
        })
      : accountId
  return (
    // Named by its content rather than aria-label: the spoken name starts with the id the player
    // sees, so voice control finds the link by what it shows (WCAG 2.5.3).
    <AppLink
      href={href}
      className="pk-header-account__account"
      data-slot="header-account-account"
      title={name}
    >
      <svg className="pk-header-account__avatar" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="8" r="4.25" fill="currentColor" />
        <path d="M3.5 21a8.5 8.5 0 0 1 17 0z" fill="currentColor" />
      </svg>
      <span className="pk-header-account__id" aria-hidden={unread > 0 ? true : undefined}>
        {accountId}
      </span>
      {unread > 0 ? (
        <>
          <span className="pk-header-account__badge" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
          <VisuallyHidden>{name}</VisuallyHidden>
        </>
      ) : null}
    </AppLink>
  )
}
