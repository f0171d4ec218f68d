import { refreshBalance } from '@parlor/core'
import { useState } from 'react'
import { useShell } from '../app/shell-context.tsx'
import { BalancePanelView } from './balance-panel-view.tsx'

/** The player's balance, refreshed from the server on request. */
export function BalancePanel() {
  const { api, store, reporter } = useShell()
  const [refreshing, setRefreshing] = useState(false)
  const refresh = async () => {
    setRefreshing(true)
    const answer = await refreshBalance({ api, store }).finally(() => setRefreshing(false))
    if (answer) reporter.report(answer)
  }
  return <BalancePanelView refreshing={refreshing} onRefresh={refresh} />
}
