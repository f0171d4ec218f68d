import type { BetLine } from '@parlor/contract'
import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { MatchCard } from './match-card.tsx'
import { MatchCardSkeleton } from './match-card-skeleton.tsx'
import { finishedMatch, liveMatch, upcomingMatch } from './match-fixtures.ts'

/** A list column's width, as the sports page lays cards out. */
const column: Decorator = (Story) => (
  <div style={{ maxWidth: 480 }}>
    <Story />
  </div>
)

const meta = {
  title: 'Kit/MatchCard',
  component: MatchCard,
  decorators: [withI18n, column],
  args: { match: upcomingMatch, languageCode: 'EN', selectedLineId: null, onSelect: () => {} },
} satisfies Meta<typeof MatchCard>

export default meta
type Story = StoryObj<typeof meta>

export const Upcoming: Story = {}
export const LiveWithScore: Story = { args: { match: liveMatch } }
export const SelectedOdds: Story = { args: { match: liveMatch, selectedLineId: 'm1-HDP-1' } }
export const Finished: Story = { args: { match: finishedMatch } }
/**
 * Team names in the player's language when the feed has them (here Chinese): the site is in
 * Chinese then, so the story is too, and its script's font is loaded as the site loads it.
 */
export const LocalisedNames: Story = {
  args: { languageCode: 'CN' },
  globals: { language: 'CN' },
  // Not on the Docs page, which is in the toolbar's language: there the names would be boxes.
  tags: ['!autodocs'],
}
export const NoOddsYet: Story = { args: { match: { ...upcomingMatch, bet_lines: [] } } }
export const Loading: Story = { render: () => <MatchCardSkeleton /> }

/** Choosing a selection marks it; choosing it again takes it off. */
export const Interactive: Story = {
  render: function Render(args) {
    const [selected, setSelected] = useState<string | null>(null)
    const toggle = (line: BetLine) =>
      setSelected((current) => (current === line.line_id ? null : line.line_id))
    return <MatchCard {...args} selectedLineId={selected} onSelect={toggle} />
  },
}

/** A phone's width: three selections share the row. */
export const Narrow: Story = {
  args: { match: liveMatch, selectedLineId: 'm1-1X2-3' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 343 }}>
        <Story />
      </div>
    ),
  ],
}
