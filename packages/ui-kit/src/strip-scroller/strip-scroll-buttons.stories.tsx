import type { Game } from '@parlor/contract'
import { favouriteLabels, games, playHref } from '@parlor/story-stage/game-fixtures'
import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useId } from 'react'
import { GameTile } from '../game-tile/game-tile.tsx'
import { StripScrollButtons, type StripScrollButtonsProps } from './strip-scroll-buttons.tsx'
import { useStripScroller } from './use-strip-scroller.ts'

/** A row as the kit's rails build one: useStripScroller on the list, the buttons above it. */
function ScrollingStrip({
  buttons,
  items,
}: {
  buttons: StripScrollButtonsProps
  items: readonly Game[]
}) {
  const listId = useId()
  const scroller = useStripScroller<HTMLUListElement>(items.length)
  return (
    <div style={{ display: 'grid', gap: 'var(--pk-gap)' }}>
      <StripScrollButtons {...buttons} scroller={scroller} controls={listId} />
      <ul
        ref={scroller.ref}
        id={listId}
        aria-label="Hot games"
        style={{
          display: 'flex',
          gap: 'var(--pk-gap)',
          margin: 0,
          padding: 0,
          overflowX: 'auto',
          listStyle: 'none',
        }}
      >
        {items.map((game) => (
          <li
            key={`${game.provider_code}/${game.game_code}`}
            style={{ flex: '0 0 var(--pk-rail-tile-width, 140px)' }}
          >
            <GameTile game={game} href={playHref(game)} labels={favouriteLabels} />
          </li>
        ))}
      </ul>
    </div>
  )
}

const meta = {
  title: 'Kit/StripScrollButtons',
  component: StripScrollButtons,
  decorators: [withI18n],
  // The buttons name the row they move (aria-controls), so the row is there, empty.
  render: (args) => (
    <>
      <StripScrollButtons {...args} />
      <ul id={args.controls} aria-label="Hot games" />
    </>
  ),
  args: {
    scroller: { atStart: true, atEnd: false, scrollByCard: () => {} },
    controls: 'hot-games',
    previousLabel: 'Previous Hot games',
    nextLabel: 'Next Hot games',
  },
} satisfies Meta<typeof StripScrollButtons>

export default meta
type Story = StoryObj<typeof meta>

/** At the start of the row: "previous" says it is unavailable but keeps its focus. */
export const AtStart: Story = {}
/** Part way along: both buttons work. */
export const PartWay: Story = {
  args: { scroller: { atStart: false, atEnd: false, scrollByCard: () => {} } },
}
/** At the end of the row: "next" is unavailable. */
export const AtEnd: Story = {
  args: { scroller: { atStart: false, atEnd: true, scrollByCard: () => {} } },
}
/** Every card fits: the buttons hide but keep their room, so nothing beside them moves. */
export const EverythingFits: Story = {
  args: { scroller: { atStart: true, atEnd: true, scrollByCard: () => {} } },
}
/** A row longer than the screen: the buttons move it one tile at a time and follow its edges. */
export const WithAStrip: Story = {
  render: (args) => <ScrollingStrip buttons={args} items={games} />,
}
/** A row that fits: the buttons hide. */
export const WithAShortStrip: Story = {
  render: (args) => <ScrollingStrip buttons={args} items={games.slice(0, 2)} />,
}
