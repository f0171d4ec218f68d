import { useLingui } from '@lingui/react'
import { refreshBalance, userAtom } from '@parlor/core'
import { Amount, Button, ButtonLink, Panel } from '@parlor/ui-kit'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { useShell } from '../app/shell-context.tsx'
import { useMoneyFormat } from './use-money-format.ts'
import './balance-panel.css'

/** The player's balance with a refresh, and the way to deposit and withdraw. */
export function BalancePanel() {
  const { i18n } = useLingui()
  const { api, store, reporter } = useShell()
  const money = useMoneyFormat()
  const { game } = useAtomValue(userAtom)
  const [refreshing, setRefreshing] = useState(false)
  const refresh = async () => {
    setRefreshing(true)
    const answer = await refreshBalance({ api, store }).finally(() => setRefreshing(false))
    if (answer) reporter.report(answer)
  }
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
        <Button variant="quiet" onClick={refresh} disabled={refreshing} aria-busy={refreshing}>
          {i18n._({ id: 'account.refreshBalance', message: 'Refresh' })}
        </Button>
      </div>
    </Panel>
  )
}
