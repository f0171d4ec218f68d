import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { NewsCard } from './news-card.tsx'

const meta = {
  title: 'Kit/NewsCard',
  component: NewsCard,
  decorators: [withI18n],
  args: {
    title: 'New in the lobby: Mahjong Ways 2 by PG Soft',
    summary: 'The cascading mahjong slot with multipliers up to x10 is now live.',
    imageUrl: '/media/news/2.svg',
    publishedAt: '2025-03-01T09:30:00.000Z',
    href: '/news?id=2',
  },
} satisfies Meta<typeof NewsCard>

export default meta
type Story = StoryObj<typeof meta>

export const Article: Story = {}
/** On a phone the artwork sits above the text. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 340 }}>{Story()}</div>],
}
export const BrokenImage: Story = { args: { imageUrl: '/missing.svg' } }
export const LongTitle: Story = {
  args: {
    title:
      'Play responsibly: set your own daily, weekly or monthly deposit limit with our support team',
  },
}
