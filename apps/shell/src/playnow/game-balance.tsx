import { useLingui } from '@lingui/react'
import { Amount } from '@parlor/ui-kit'
import { useMoneyFormat } from '../account/use-money-format.ts'

/** The player's balance beside a game, under a label; updated as the game reports it. */
export function GameBalance({ balance, className }: { balance: number; className?: string }) {
  const { i18n } = useLingui()
  const money = useMoneyFormat()
  return (
    <p className={className ?? 'playnow-balance'} data-testid="playnow-balance">
      <span className="playnow-balance__label">
        {i18n._({ id: 'playnow.balance', message: 'Balance' })}
      </span>{' '}
      <Amount minor={balance} {...money} />
    </p>
  )
}
