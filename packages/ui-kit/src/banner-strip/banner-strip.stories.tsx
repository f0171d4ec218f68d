import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { BannerStrip, type BannerStripItem } from './banner-strip.tsx'

function art(text: string, from: string, to: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 400"><defs><linearGradient id="g"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="800" height="400" fill="url(#g)"/><text x="400" y="220" font-size="56" font-family="sans-serif" fill="#fff" text-anchor="middle">${text}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

const banners: BannerStripItem[] = [
  {
    key: 1,
    href: '/promotions',
    title: 'Welcome bonus 100%',
    image: art('WELCOME', '#8a6100', '#f5b301'),
  },
  {
    key: 2,
    href: '/promotions',
    title: 'Daily free credit',
    image: art('DAILY', '#0f2a40', '#7cc4ff'),
  },
  {
    key: 3,
    href: '/promotions',
    title: 'Weekend cashback 10%',
    image: art('CASHBACK', '#421414', '#ff8a80'),
  },
  {
    key: 4,
    href: '/promotions',
    title: 'Refer a friend',
    image: art('FRIENDS', '#0f3320', '#6ee7a8'),
  },
]

const meta = {
  title: 'Kit/BannerStrip',
  component: BannerStrip,
  decorators: [withI18n],
  args: { label: 'Promotions', items: banners },
} satisfies Meta<typeof BannerStrip>

export default meta
type Story = StoryObj<typeof meta>

/** Several banners: the row scrolls and snaps; the buttons move one banner. */
export const Several: Story = {}
/** One banner: nothing to scroll, so no buttons. */
export const Single: Story = { args: { items: banners.slice(0, 1) } }
/** While the list loads: placeholders of the banners' own ratio, so nothing moves when it lands. */
export const Loading: Story = { args: { items: null } }
/** No running promotions: the strip renders nothing. */
export const Empty: Story = { args: { items: [] } }
/** A banner whose image is broken keeps its box and its title. */
export const BrokenImage: Story = {
  args: {
    items: [
      banners[0] as BannerStripItem,
      { ...(banners[1] as BannerStripItem), image: '/missing.png' },
    ],
  },
}
