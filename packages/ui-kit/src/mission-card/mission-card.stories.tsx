import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { Amount } from '../amount/amount.tsx'
import { Button } from '../button/button.tsx'
import { MissionCard } from './mission-card.tsx'

const money = { currency: 'PHP', decimals: 2, locale: 'en' }

/** Cards sit in a grid column; the story shows one at that width. */
const cardWidth: Decorator = (Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>

const meta = {
  title: 'Kit/MissionCard',
  component: MissionCard,
  decorators: [withI18n, cardWidth],
  args: {
    title: 'Daily spinner',
    description: 'Play 10 rounds of any game today.',
    progress: { percent: 40, text: '4 / 10 rounds', valueText: '4 of 10 rounds' },
    reward: (
      <>
        <Amount minor={1_000} {...money} /> + 1 token
      </>
    ),
    status: { tone: 'info', label: 'In progress' },
    expiry: 'Ends Mar 4, 2025, 12:00 AM',
  },
} satisfies Meta<typeof MissionCard>

export default meta
type Story = StoryObj<typeof meta>

export const InProgress: Story = {}

/** Money missions count in the site's currency. */
export const CountsMoney: Story = {
  args: {
    title: 'Daily wager',
    description: 'Wager five minimum deposits today.',
    progress: {
      percent: 62,
      text: (
        <>
          <Amount minor={31_000} {...money} /> / <Amount minor={50_000} {...money} />
        </>
      ),
      valueText: '310 of 500 PHP',
    },
  },
}

/** Done and waiting to be claimed. */
export const Completed: Story = {
  args: {
    progress: { percent: 100, text: '10 / 10 rounds', valueText: '10 of 10 rounds' },
    status: { tone: 'success', label: 'Completed' },
    action: <Button>Claim</Button>,
  },
}

export const Claimed: Story = {
  args: {
    progress: { percent: 100, text: '10 / 10 rounds', valueText: '10 of 10 rounds' },
    status: { tone: 'neutral', label: 'Claimed' },
  },
}

/** A one-off mission never expires. */
export const OneOff: Story = {
  args: {
    title: 'Centurion',
    description: 'Play 100 rounds.',
    progress: { percent: 12, text: '12 / 100 rounds', valueText: '12 of 100 rounds' },
    expiry: undefined,
  },
}
