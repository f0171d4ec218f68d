import { AccountPageView, BalancePanelView } from '@parlor/shell/page-views'
import { inboxFixture } from './page-fixtures.ts'

/**
 * The account page (/account) for the signed-in player of the fixture, in the site's own
 * view: the balance with its wallet actions, the VIP progress and every account page's link, the
 * inbox's counting the fixture's unread messages. Refreshing and signing out call the server on
 * the site; here they do nothing.
 */
export function StoryAccountPage() {
  const unread = inboxFixture.filter((item) => !item.read).length
  return (
    <AccountPageView
      unread={unread}
      onSignOut={() => undefined}
      balance={<BalancePanelView refreshing={false} onRefresh={() => undefined} />}
    />
  )
}
