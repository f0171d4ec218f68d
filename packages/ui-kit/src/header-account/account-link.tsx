import { useLingui } from '@lingui/react'
import { AppLink } from '../navigation/app-link.tsx'

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
    <AppLink href={href} className="pk-header-account__account" aria-label={name} title={name}>
      <svg className="pk-header-account__avatar" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="8" r="4.25" fill="currentColor" />
        <path d="M3.5 21a8.5 8.5 0 0 1 17 0z" fill="currentColor" />
      </svg>
      <span className="pk-header-account__id">{accountId}</span>
      {unread > 0 ? (
        <span className="pk-header-account__badge" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </AppLink>
  )
}
