import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { CategoryGrid, type CategoryGridItem } from './category-grid.tsx'

function icon(glyph: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><circle cx="24" cy="24" r="22" fill="#f5b301"/><text x="24" y="31" font-size="20" font-family="sans-serif" text-anchor="middle" fill="#1a1300">${glyph}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

const items: CategoryGridItem[] = [
  { href: '/hot', label: 'Hot games', icon: icon('H') },
  { href: '/slots', label: 'Slots', icon: icon('S') },
  { href: '/casino', label: 'Live casino', icon: icon('L') },
  { href: '/fishing', label: 'Fishing', icon: icon('F') },
  { href: '/arcade', label: 'Arcade', icon: icon('A') },
  { href: '/crash', label: 'Crash', icon: icon('C') },
  { href: '/lottery', label: 'Lottery', icon: icon('7') },
  { href: '/bingo', label: 'Bingo', icon: icon('B') },
]

const meta = {
  title: 'Kit/CategoryGrid',
  component: CategoryGrid,
  decorators: [withI18n],
  args: { label: 'Game categories', items },
} satisfies Meta<typeof CategoryGrid>

export default meta
type Story = StoryObj<typeof meta>

export const Categories: Story = {}
/** A site with few categories. */
export const Few: Story = { args: { items: items.slice(0, 3) } }
/** Long names in other languages wrap inside their card. */
export const LongNames: Story = {
  args: {
    items: [
      { href: '/poker', label: 'Poker at mga laro sa mesa', icon: icon('P') },
      { href: '/horse-racing', label: 'Скачки', icon: icon('R') },
      { href: '/sabong', label: 'Sabong (cockfighting)', icon: icon('S') },
    ],
  },
}
/** No categories: nothing is rendered. */
export const Empty: Story = { args: { items: [] } }
