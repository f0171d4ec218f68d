import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { GameTile } from '../game-tile/game-tile.tsx'
import { GameRail } from './game-rail.tsx'

function art(text: string, hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300"><rect width="300" height="300" fill="hsl(${hue} 55% 30%)"/><circle cx="150" cy="130" r="70" fill="hsl(${hue} 80% 60%)"/><text x="150" y="265" font-size="30" font-family="sans-serif" fill="#fff" text-anchor="middle">${text}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

const names = [
  'Lucky Dragon',
  'Jade Koi',
  'Royal Phoenix',
  'Neon Sevens',
  'Thunder Tiger',
  'Mystic Lotus',
  'Cosmic Gems',
  'Wild Bandits',
]
const labels = { favourite: 'Add to favourites', unfavourite: 'Remove from favourites' }
const tiles = names.map((name, index) => (
  <GameTile
    key={name}
    game={{
      provider_code: index % 2 ? 'PGSOFT' : 'JILI',
      game_code: String(index + 1),
      game_name: name,
      game_type: 'slot',
      game_image: art(name.split(' ')[1] ?? name, index * 45),
    }}
    href={`/playnow?provider=JILI&game=${index + 1}`}
    labels={labels}
  />
))

const meta = {
  title: 'Kit/GameRail',
  component: GameRail,
  decorators: [withI18n],
  args: { title: 'Hot games', seeAllHref: '/hot', children: tiles },
} satisfies Meta<typeof GameRail>

export default meta
type Story = StoryObj<typeof meta>

/** More tiles than fit: the row scrolls, and the buttons move one tile. */
export const Filled: Story = {}
/** While the list loads: placeholder tiles of the tiles' own size. */
export const Loading: Story = { args: { children: null } }
/** Everything fits: no scroll buttons. */
export const Few: Story = { args: { children: tiles.slice(0, 2) } }
/** No full list to go to. */
export const WithoutSeeAll: Story = { args: { seeAllHref: undefined, title: 'Featured' } }
/** A theme with wider tiles sets --pk-rail-tile-width. */
export const WideTiles: Story = {
  render: (args) => (
    <div style={{ ['--pk-rail-tile-width' as string]: '200px' }}>
      <GameRail {...args} />
    </div>
  ),
}
/** An empty list: the rail renders nothing. */
export const Empty: Story = { args: { children: [] } }
