import { BalancePanel } from '../../account/balance-panel.tsx'
import { useSignOut } from '../../account/use-sign-out.ts'
import { useAccountQuery } from '../../api/use-account-query.ts'
import { AccountPageView } from './account-page-view.tsx'

/** /account: the player's balance and VIP standing, and every account page from here. */
export function AccountPage() {
  const signOut = useSignOut()
  const inbox = useAccountQuery('getInbox', {})
  return (
    <AccountPageView
      unread={inbox.data?.unread_count ?? 0}
      onSignOut={signOut}
      balance={<BalancePanel />}
    />
  )
}
