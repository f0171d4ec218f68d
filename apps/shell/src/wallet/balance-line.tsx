import { useLingui } from '@lingui/react'
import { userAtom } from '@parlor/core'
import { Amount } from '@parlor/ui-kit'
import { useAtomValue } from 'jotai'
import { useMoneyFormat } from '../account/use-money-format.ts'
import './wallet.css'

/** The player's balance under a wallet page's title, as the user store holds it. */
export function BalanceLine() {
  const { i18n } = useLingui()
  const money = useMoneyFormat()
  const { game } = useAtomValue(userAtom)
  return (
    <p className="wallet-balance-line">
      {i18n._({ id: 'wallet.yourBalance', message: 'Your balance' })}{' '}
      <strong data-testid="wallet-balance">
        <Amount minor={game.balance} {...money} />
      </strong>
    </p>
  )
}
