import { useLingui } from '@lingui/react'
import {
  type LoginEntry,
  layoutAtom,
  loginEntryTarget,
  modalAtom,
  openModal,
  userAtom,
} from '@parlor/core'
import { useAtomValue, useSetAtom } from 'jotai'
import { Amount } from '../amount/amount.tsx'
import { HeaderAccount } from '../header-account/header-account.tsx'

export interface FrameAccountProps {
  readonly unread: number
  readonly loginEntry: LoginEntry
  readonly className?: string
  /** The frame's region it fills (`data-region`). */
  readonly region?: string
}

/**
 * The header's account corner from the stores: the balance for a player; for a guest, "Log in"
 * goes to /login or, on a modal theme, opens the theme's login modal at once.
 */
export function FrameAccount({ unread, loginEntry, className, region }: FrameAccountProps) {
  const { i18n } = useLingui()
  const user = useAtomValue(userAtom)
  const site = useAtomValue(layoutAtom).site
  const setModals = useSetAtom(modalAtom)
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
  const links = {
    player,
    registerHref: '/register',
    accountHref: '/account',
    depositHref: '/deposit',
  }
  const target = loginEntryTarget(loginEntry)
  if ('modal' in target) {
    const logIn = () => setModals((state) => openModal(state, target.modal))
    return <HeaderAccount className={className} region={region} {...links} onLogIn={logIn} />
  }
  return <HeaderAccount className={className} region={region} {...links} logInHref="/login" />
}
