import { useLingui } from '@lingui/react'
import { layoutAtom, userAtom } from '@parlor/core'
import { useAtomValue } from 'jotai'
import { useId } from 'react'
import { Amount } from '../amount/amount.tsx'
import { ButtonLink } from '../button-link/button-link.tsx'
import { AppLink } from '../navigation/app-link.tsx'

/**
 * The sportsbook frame's right-hand column: the wallet within reach of the match list for a
 * player (balance, deposit, withdraw, bets), an invitation to register for a guest. A default
 * export: the frame loads it after the page.
 */
export default function FrameAside() {
  const { i18n } = useLingui()
  const user = useAtomValue(userAtom)
  const site = useAtomValue(layoutAtom).site
  const heading = useId()
  if (!user.isAuthenticated) {
    return (
      <section className="pk-frame-aside" data-slot="frame-aside" aria-labelledby={heading}>
        <h2 id={heading} className="pk-frame-aside__title" data-slot="frame-aside-title">
          {i18n._({ id: 'frame.joinTitle', message: 'New here?' })}
        </h2>
        <p className="pk-frame-aside__text" data-slot="frame-aside-text">
          {i18n._({
            id: 'frame.joinText',
            message: 'Open an account in a minute to bet on every match and claim your rewards.',
          })}
        </p>
        <ButtonLink href="/register">
          {i18n._({ id: 'auth.register', message: 'Register' })}
        </ButtonLink>
      </section>
    )
  }
  return (
    <section className="pk-frame-aside" data-slot="frame-aside" aria-labelledby={heading}>
      <h2 id={heading} className="pk-frame-aside__title" data-slot="frame-aside-title">
        {i18n._({ id: 'frame.walletTitle', message: 'Your wallet' })}
      </h2>
      <p className="pk-frame-aside__balance" data-slot="frame-aside-balance">
        <Amount
          minor={user.game.balance}
          currency={site?.currency ?? ''}
          decimals={site?.currency_decimals ?? 2}
          locale={i18n.locale}
        />
      </p>
      <div className="pk-frame-aside__actions" data-slot="frame-aside-actions">
        <ButtonLink href="/deposit">
          {i18n._({ id: 'wallet.deposit', message: 'Deposit' })}
        </ButtonLink>
        <ButtonLink variant="secondary" href="/withdrawal">
          {i18n._({ id: 'wallet.withdraw', message: 'Withdraw' })}
        </ButtonLink>
      </div>
      <AppLink className="pk-frame-aside__link" data-slot="frame-aside-link" href="/bet-history">
        {i18n._({ id: 'frame.betHistory', message: 'My bets' })}
      </AppLink>
    </section>
  )
}
