import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Amount } from '../amount/amount.tsx'
import { WinnersTicker, type WinnersTickerItem } from './winners-ticker.tsx'

const money = (minor: number) => <Amount minor={minor} currency="PHP" decimals={2} locale="en" />

const items: WinnersTickerItem[] = [
  { key: 'w1', account: 'jo***42', action: 'won on Super Ace', amount: money(1_250_000) },
  { key: 'd1', account: 'ma***07', action: 'withdrew', amount: money(350_000) },
  { key: 'w2', account: 'lu***x9', action: 'won on Gates of Olympus', amount: money(845_050) },
  { key: 'd2', account: 'an***11', action: 'withdrew', amount: money(120_000) },
  { key: 'w3', account: 'pe***88', action: 'won on Fortune Tiger', amount: money(410_000) },
  { key: 'd3', account: 'ki***23', action: 'withdrew', amount: money(2_000_000) },
]

const meta = {
  title: 'Kit/WinnersTicker',
  component: WinnersTicker,
  decorators: [withI18n],
  args: { label: 'Recent wins and withdrawals', items },
} satisfies Meta<typeof WinnersTicker>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Moving: hover or focus it to pause; its button stops it. With "reduce motion" set in the
 * system, it stands still and scrolls by hand.
 */
export const Moving: Story = {}
/** Faster, as a theme with a busier look might set it. */
export const Faster: Story = { args: { secondsPerItem: 2 } }
/** Two entries only: they fill the width before they come round again. */
export const Few: Story = { args: { items: items.slice(0, 2) } }
/** While the figures load: a bar of the ticker's own height. */
export const Loading: Story = { args: { items: null } }
/** Nothing to show: the ticker renders nothing. */
export const Empty: Story = { args: { items: [] } }
