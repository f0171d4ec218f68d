import { useLingui } from '@lingui/react'
import { layoutAtom, userAtom } from '@parlor/core'
import { Amount, HeaderAccount } from '@parlor/ui-kit'
import { useAtomValue } from 'jotai'

/** The header's account corner from the user store; logging in is template1's /login page. */
export function Template1Account({ unread }: { unread: number }) {
  const { i18n } = useLingui()
  const user = useAtomValue(userAtom)
  const site = useAtomValue(layoutAtom).site
  const player =
    user.isAuthenticated && user.user
      ? {
          accountId: user.user.account_id,
          unread,
          balance: (
            <Amount
              minor={user.game.balance}
              currency={site?.currency ?? ''}
              decimals={site?.currency_decimals ?? 2}
              locale={i18n.locale}
            />
          ),
        }
      : null
  return (
    <HeaderAccount
      className="t1-account"
      player={player}
      logInHref="/login"
      registerHref="/register"
      accountHref="/account"
      depositHref="/deposit"
    />
  )
}
