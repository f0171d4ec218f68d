import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { liveMatch, upcomingMatch } from '../match-card/match-fixtures.ts'
import { BetSlipBar } from './bet-slip-bar.tsx'

const handicap = upcomingMatch.bet_lines[3]
const over = upcomingMatch.bet_lines[5]
if (!handicap || !over) throw new Error('the fixture match lists its handicap and total lines')

const meta = {
  title: 'Kit/BetSlipBar',
  component: BetSlipBar,
  decorators: [withI18n],
  args: {
    match: upcomingMatch,
    line: handicap,
    languageCode: 'EN',
    sportsbook: 'available',
    onPlace: () => {},
    onClear: () => {},
  },
} satisfies Meta<typeof BetSlipBar>

export default meta
type Story = StoryObj<typeof meta>

export const Ready: Story = {}
export const OverUnder: Story = { args: { match: liveMatch, line: over } }
export const LookingUpSportsbook: Story = { args: { sportsbook: 'loading' } }
export const NoSportsbook: Story = { args: { sportsbook: 'unavailable' } }
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 375 }}>
        <Story />
      </div>
    ),
  ],
}
