import { applyBalance } from '@parlor/core'
import { accountKey } from '../api/query-client.ts'
import { useShell } from '../app/shell-context.tsx'

/**
 * After a call that moved money: its answered balance goes into the user store at once (the
 * header shows it), and the player's lists (withdrawals, history, statement) load again.
 */
export function useBalanceUpdate(): (gameBalance: number) => void {
  const { store, queryClient } = useShell()
  return (gameBalance) => {
    applyBalance(store, gameBalance)
    void queryClient.invalidateQueries({ queryKey: [accountKey] })
  }
}
