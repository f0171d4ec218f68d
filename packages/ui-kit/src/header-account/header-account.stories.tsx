import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Amount } from '../amount/amount.tsx'
import { HeaderAccount } from './header-account.tsx'

const balance = <Amount minor={125050} currency="PHP" decimals={2} locale="en" />

const meta = {
  title: 'Kit/HeaderAccount',
  component: HeaderAccount,
  decorators: [withI18n],
  args: {
    player: null,
    onLogIn: () => {},
    registerHref: '/register',
    accountHref: '/account',
    depositHref: '/deposit',
  },
} satisfies Meta<typeof HeaderAccount>

export default meta
type Story = StoryObj<typeof meta>

/** A guest: "Log in" is a button (the theme opens its login modal). */
export const Guest: Story = {}
/** A theme with a login page: "Log in" is a link. */
export const GuestWithLoginPage: Story = { args: { logInHref: '/login' } }
export const Player: Story = { args: { player: { accountId: 'player01', balance } } }
export const PlayerWithUnread: Story = {
  args: { player: { accountId: 'player01', balance, unread: 3 } },
}
export const ManyUnread: Story = {
  args: { player: { accountId: 'a-very-long-account-id', balance, unread: 120 } },
}
/** At 375 px: the account is an icon and Deposit a plus sign, both still named. */
export const PlayerOnAPhone: Story = {
  args: { player: { accountId: 'player01', balance, unread: 3 } },
  decorators: [(Story) => <div style={{ maxWidth: 343 }}>{Story()}</div>],
}
