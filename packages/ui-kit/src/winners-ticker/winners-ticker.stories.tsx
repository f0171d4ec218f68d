import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Amount } from '../amount/amount.tsx'
import { WinnersTicker, type WinnersTickerItem } from './winners-ticker.tsx'

const money = (minor: number) => <Amount minor={minor} currency="PHP" decimals={2} locale="en" />

const won =
  (game: string): WinnersTickerItem['sentence'] =>
  ({ account, amount }) => (
    <>
      {account} won {amount} on {game}
    </>
  )
const withdrew: WinnersTickerItem['sentence'] = ({ account, amount }) => (
  <>
    {account} withdrew {amount}
  </>
)

const items: WinnersTickerItem[] = [
  { key: 'w1', account: 'jo***42', amount: money(1_250_000), sentence: won('Super Ace') },
  { key: 'd1', account: 'ma***07', amount: money(350_000), sentence: withdrew },
  { key: 'w2', account: 'lu***x9', amount: money(845_050), sentence: won('Gates of Olympus') },
  { key: 'd2', account: 'an***11', amount: money(120_000), sentence: withdrew },
  { key: 'w3', account: 'pe***88', amount: money(410_000), sentence: won('Fortune Tiger') },
  { key: 'd3', account: 'ki***23', amount: money(2_000_000), sentence: withdrew },
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
