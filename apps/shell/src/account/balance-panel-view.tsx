import { useLingui } from '@lingui/react'
import { userAtom } from '@parlor/core'
import { Amount, Button, ButtonLink, Panel } from '@parlor/ui-kit'
import { useAtomValue } from 'jotai'
import { useMoneyFormat } from './use-money-format.ts'
import './balance-panel.css'

export interface BalancePanelViewProps {
  /** True while a refresh is asked for: the button waits. */
  readonly refreshing: boolean
  readonly onRefresh: () => void
}

/**
 * The player's balance as drawn, with a refresh and the way to deposit and withdraw. Apart from
 * the call a refresh makes (balance-panel.tsx) so Storybook draws the same panel.
 */
export function BalancePanelView({ refreshing, onRefresh }: BalancePanelViewProps) {
  const { i18n } = useLingui()
  const money = useMoneyFormat()
  const { game } = useAtomValue(userAtom)
  return (
    <Panel title={i18n._({ id: 'account.balance', message: 'Balance' })} className="balance-panel">
      <p className="balance-panel__amount" data-testid="balance">
        <Amount minor={game.balance} {...money} />
      </p>
      <div className="balance-panel__actions">
        <ButtonLink href="/deposit">
          {i18n._({ id: 'wallet.deposit', message: 'Deposit' })}
        </ButtonLink>
        <ButtonLink href="/withdrawal" variant="secondary">
          {i18n._({ id: 'wallet.withdraw', message: 'Withdraw' })}
        </ButtonLink>
        <Button variant="quiet" onClick={onRefresh} disabled={refreshing} aria-busy={refreshing}>
          {i18n._({ id: 'account.refreshBalance', message: 'Refresh' })}
        </Button>
      </div>
    </Panel>
  )
}
