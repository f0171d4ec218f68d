import type { Promotion } from '@parlor/contract'
import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { Button } from '../button/button.tsx'
import { ButtonLink } from '../button-link/button-link.tsx'
import { StatusBadge } from '../status-badge/status-badge.tsx'
import { PromotionCard } from './promotion-card.tsx'

const base: Promotion = {
  promotion_id: 1,
  title: 'Welcome bonus 100%',
  summary: 'Double your first deposit.',
  body: '<p>Terms apply.</p>',
  image_url: '/media/promotions/1.svg',
  category: 'slots',
  claim: 'with_deposit',
  bonus_amount: 0,
  bonus_percent: 100,
  max_bonus: 500_000,
  min_deposit: 10_000,
  turnover_multiplier: 10,
  starts_at: '2025-01-01T00:00:00.000Z',
  ends_at: null,
}

/** Cards sit in a grid column; the story shows one at that width. */
const cardWidth: Decorator = (Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>

const meta = {
  title: 'Kit/PromotionCard',
  component: PromotionCard,
  decorators: [withI18n, cardWidth],
  args: {
    promotion: base,
    money: { currency: 'PHP', decimals: 2, locale: 'en' },
    onDetails: () => {},
  },
} satisfies Meta<typeof PromotionCard>

export default meta
type Story = StoryObj<typeof meta>

/** A deposit bonus: percent up to a cap, a minimum deposit, a turnover; taken on the deposit form. */
export const WithDeposit: Story = {
  args: { action: <ButtonLink href="/deposit?promotion=1">Deposit to claim</ButtonLink> },
}

/** An instant bonus with its claim button. */
export const Instant: Story = {
  args: {
    promotion: {
      ...base,
      title: 'Daily free credit',
      claim: 'instant',
      bonus_amount: 2_000,
      bonus_percent: 0,
      max_bonus: 0,
      min_deposit: 0,
      turnover_multiplier: 3,
      ends_at: '2025-02-01T00:00:00.000Z',
    },
    action: <Button>Claim</Button>,
  },
}

/** Already taken: the status beside the title, no action. */
export const Claimed: Story = {
  args: {
    ...Instant.args,
    action: undefined,
    status: <StatusBadge tone="success">Claimed</StatusBadge>,
  },
}

/** Informative only: no offer lines, no action. */
export const InformationOnly: Story = {
  args: {
    promotion: {
      ...base,
      title: 'Weekend sports special',
      summary: 'Enhanced odds on the big matches every weekend.',
      claim: 'none',
      bonus_percent: 0,
      max_bonus: 0,
      min_deposit: 0,
      turnover_multiplier: 0,
    },
  },
}

/** The artwork failed to load: the placeholder keeps the card's shape. */
export const BrokenImage: Story = {
  args: { promotion: { ...base, image_url: '/missing.svg' } },
}
