import type { InboxItem as InboxItemData } from '@parlor/contract'
import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { InboxItem } from './inbox-item.tsx'

const welcome: InboxItemData = {
  inbox_id: 1,
  title: 'Welcome to Lucky Parlor',
  body: '',
  reward_amount: 25_000,
  claimable: true,
  claimed: false,
  read: false,
  created_at: '2025-06-15T10:00:00.000Z',
  expires_at: '2025-06-22T10:00:00.000Z',
  claimed_at: null,
}

/** An item is a list entry: it renders inside a list, as InboxList places it. */
const inList: Decorator = (Story) => (
  <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
    <Story />
  </ul>
)

const meta = {
  title: 'Sections/InboxItem',
  component: InboxItem,
  // The list inside the language's wrapper, so nothing stands between the list and its item.
  decorators: [inList, withI18n],
  args: {
    item: welcome,
    open: false,
    onToggle: () => {},
    onClaim: () => {},
    body: <p>Your account is ready. Claim this welcome reward and try any game.</p>,
    money: { currency: 'PHP', decimals: 2, locale: 'en' },
  },
} satisfies Meta<typeof InboxItem>

export default meta
type Story = StoryObj<typeof meta>

export const UnreadClaimable: Story = {}
export const Open: Story = { args: { open: true } }
export const Claiming: Story = { args: { claiming: true } }
export const Claimed: Story = {
  args: {
    open: true,
    item: {
      ...welcome,
      read: true,
      claimable: false,
      claimed: true,
      claimed_at: '2025-06-16T08:30:00.000Z',
    },
  },
}
export const Expired: Story = {
  args: { item: { ...welcome, read: true, claimable: false } },
}
export const WithoutReward: Story = {
  args: { item: { ...welcome, title: 'Play on your terms', reward_amount: 0, claimable: false } },
}
