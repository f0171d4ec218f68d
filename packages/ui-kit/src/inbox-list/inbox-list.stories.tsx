import type { InboxItem } from '@parlor/contract'
import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { RichText } from '../rich-text/rich-text.tsx'
import { InboxList } from './inbox-list.tsx'

const day = 86_400_000
const at = (offsetDays: number) => new Date(Date.UTC(2025, 5, 15) + offsetDays * day).toISOString()

const items: InboxItem[] = [
  {
    inbox_id: 4,
    title: 'Welcome to Lucky Parlor',
    body: '<p>Your account is ready. Claim this welcome reward and try any game.</p>',
    reward_amount: 25_000,
    claimable: true,
    claimed: false,
    read: false,
    created_at: at(0),
    expires_at: at(7),
    claimed_at: null,
  },
  {
    inbox_id: 3,
    title: 'Play on your terms',
    body: '<p>Set deposit limits and take breaks whenever you like.</p>',
    reward_amount: 0,
    claimable: false,
    claimed: false,
    read: false,
    created_at: at(-1),
    expires_at: null,
    claimed_at: null,
  },
  {
    inbox_id: 2,
    title: 'Weekend cashback',
    body: '<p>Thanks for playing this weekend.</p>',
    reward_amount: 10_000,
    claimable: false,
    claimed: true,
    read: true,
    created_at: at(-8),
    expires_at: at(-1),
    claimed_at: at(-7),
  },
  {
    inbox_id: 1,
    title: 'A reward you missed',
    body: '<p>This one lapsed before it was claimed.</p>',
    reward_amount: 5_000,
    claimable: false,
    claimed: false,
    read: true,
    created_at: at(-30),
    expires_at: at(-23),
    claimed_at: null,
  },
]

const meta = {
  title: 'Sections/InboxList',
  component: InboxList,
  decorators: [withI18n],
  args: {
    items,
    label: 'Messages',
    openId: null,
    onToggle: () => {},
    onClaim: () => {},
    renderBody: (item) => <RichText html={item.body} />,
    money: { currency: 'PHP', decimals: 2, locale: 'en' },
  },
  render: function Render(args) {
    const [openId, setOpenId] = useState(args.openId)
    return (
      <InboxList
        {...args}
        openId={openId}
        onToggle={(item) => setOpenId((open) => (open === item.inbox_id ? null : item.inbox_id))}
      />
    )
  },
} satisfies Meta<typeof InboxList>

export default meta
type Story = StoryObj<typeof meta>

/** Unread, claimable, claimed and expired messages together. */
export const EveryState: Story = {}

/** The welcome message opened. */
export const Opened: Story = { args: { openId: 4 } }

/** A claim under way: the button is busy. */
export const Claiming: Story = { args: { claimingId: 4 } }

/** A claimed message opened shows when it was claimed. */
export const ClaimedOpened: Story = { args: { openId: 2 } }
