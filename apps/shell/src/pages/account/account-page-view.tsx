import { useLingui } from '@lingui/react'
import { userAtom } from '@parlor/core'
import { AppLink, Button, PageHeader, Panel } from '@parlor/ui-kit'
import { useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import { VipPanel } from '../../account/vip-panel.tsx'
import './account-page.css'

export interface AccountPageViewProps {
  /** The inbox's unread messages, counted in its link. */
  readonly unread: number
  readonly onSignOut: () => void
  /** The balance's panel, which refreshes through the site's API (BalancePanel). */
  readonly balance: ReactNode
}

/**
 * The account page as drawn (/account): the player's balance and VIP standing, and every
 * account page from here. Apart from its calls (account-page.tsx) so Storybook draws the same page.
 */
export function AccountPageView({ unread, onSignOut, balance }: AccountPageViewProps) {
  const { i18n } = useLingui()
  const { user, fullname } = useAtomValue(userAtom)

  const sections = [
    {
      title: i18n._({ id: 'account.wallet', message: 'Wallet' }),
      links: [
        ['/deposit', i18n._({ id: 'wallet.deposit', message: 'Deposit' })],
        ['/withdrawal', i18n._({ id: 'wallet.withdraw', message: 'Withdraw' })],
        ['/bank-details', i18n._({ id: 'wallet.bankDetails', message: 'Bank details' })],
        [
          '/transaction-history',
          i18n._({ id: 'wallet.transactions', message: 'Transaction history' }),
        ],
        ['/statement', i18n._({ id: 'wallet.statement', message: 'Statement' })],
        ['/bet-history', i18n._({ id: 'wallet.betHistory', message: 'Bet history' })],
      ],
    },
    {
      title: i18n._({ id: 'account.rewards', message: 'Rewards' }),
      links: [
        [
          '/inbox',
          unread > 0
            ? i18n._({
                id: 'inbox.titleUnread',
                message: 'Inbox ({count} unread)',
                values: { count: unread },
              })
            : i18n._({ id: 'inbox.title', message: 'Inbox' }),
        ],
        ['/promotions', i18n._({ id: 'promotions.title', message: 'Promotions' })],
        ['/mission', i18n._({ id: 'mission.title', message: 'Missions' })],
        ['/spin', i18n._({ id: 'spin.title', message: 'Lucky wheel' })],
        ['/referral', i18n._({ id: 'referral.title', message: 'Invite friends' })],
        ['/vip', i18n._({ id: 'vip.title', message: 'VIP' })],
      ],
    },
    {
      title: i18n._({ id: 'account.settings', message: 'Settings' }),
      links: [
        ['/profile', i18n._({ id: 'profile.title', message: 'Profile' })],
        ['/edit-profile', i18n._({ id: 'profile.edit', message: 'Edit profile' })],
        ['/change-password', i18n._({ id: 'password.change', message: 'Change password' })],
        ['/security', i18n._({ id: 'security.title', message: 'Security' })],
      ],
    },
  ] as const

  return (
    <div className="account-page">
      <PageHeader
        title={i18n._({ id: 'account.title', message: 'My account' })}
        actions={
          <Button variant="secondary" onClick={onSignOut}>
            {i18n._({ id: 'auth.logout', message: 'Log out' })}
          </Button>
        }
      >
        <p>{fullname || user?.account_id}</p>
      </PageHeader>
      <div className="account-page__summary">
        {balance}
        <VipPanel />
      </div>
      <div className="account-page__sections">
        {sections.map((section) => (
          <Panel key={section.title} title={section.title}>
            <ul className="account-page__links">
              {section.links.map(([href, label]) => (
                <li key={href}>
                  <AppLink href={href}>{label}</AppLink>
                </li>
              ))}
            </ul>
          </Panel>
        ))}
      </div>
    </div>
  )
}
