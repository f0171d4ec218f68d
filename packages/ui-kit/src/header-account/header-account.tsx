import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { Button } from '../button/button.tsx'
import { ButtonLink } from '../button-link/button-link.tsx'
import { AccountLink } from './account-link.tsx'
import './header-account.css'

export interface HeaderAccountPlayer {
  readonly accountId: string
  /** The balance as the caller formats it: an `<Amount/>`. */
  readonly balance: ReactNode
  /** Unread inbox messages: a badge on the account link when above zero. */
  readonly unread?: number
}

interface HeaderAccountLinks {
  /** Null for a guest. */
  readonly player: HeaderAccountPlayer | null
  readonly registerHref: string
  readonly accountHref: string
  readonly depositHref: string
  readonly className?: string
  /** The theme frame's region it fills (`data-region`), for themes to select it. */
  readonly region?: string
}

/**
 * How a guest logs in is the theme's choice: a link to the login page (`logInHref`), or a button
 * whose `onLogIn` opens the theme's login modal. A link still calls `onLogIn` when given.
 */
export type HeaderAccountProps = HeaderAccountLinks &
  (
    | { readonly logInHref: string; readonly onLogIn?: () => void }
    | { readonly onLogIn: () => void; readonly logInHref?: undefined }
  )

/** The header's account corner: log in and register for a guest; balance, deposit and account. */
export function HeaderAccount(props: HeaderAccountProps) {
  const { i18n } = useLingui()
  const { player, registerHref, accountHref, depositHref, className, region, logInHref, onLogIn } =
    props
  const classes = ['pk-header-account', className].filter(Boolean).join(' ')
  if (!player) {
    const logIn = i18n._({ id: 'auth.login', message: 'Log in' })
    return (
      <div className={classes} data-slot="header-account" data-region={region} data-state="guest">
        {logInHref !== undefined ? (
          <ButtonLink variant="secondary" href={logInHref} onClick={onLogIn}>
            {logIn}
          </ButtonLink>
        ) : (
          <Button variant="secondary" onClick={onLogIn}>
            {logIn}
          </Button>
        )}
        <ButtonLink href={registerHref}>
          {i18n._({ id: 'auth.register', message: 'Register' })}
        </ButtonLink>
      </div>
    )
  }
  return (
    <div className={classes} data-slot="header-account" data-region={region} data-state="player">
      <div className="pk-header-account__wallet" data-slot="header-account-wallet">
        <span className="pk-header-account__balance">
          <span
            className="pk-header-account__balance-label"
            data-slot="header-account-balance-label"
          >
            {i18n._({ id: 'account.balance', message: 'Balance' })}
          </span>
          <span
            className="pk-header-account__amount"
            data-slot="header-account-amount"
            data-testid="header-balance"
          >
            {player.balance}
          </span>
        </span>
        <ButtonLink href={depositHref} className="pk-header-account__deposit">
          <span className="pk-header-account__plus" aria-hidden="true" />
          <span className="pk-header-account__deposit-text">
            {i18n._({ id: 'wallet.deposit', message: 'Deposit' })}
          </span>
        </ButtonLink>
      </div>
      <AccountLink href={accountHref} accountId={player.accountId} unread={player.unread ?? 0} />
    </div>
  )
}
