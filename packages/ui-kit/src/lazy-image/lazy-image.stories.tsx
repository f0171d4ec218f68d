import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { LazyImage } from './lazy-image.tsx'

const art =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 200"><rect width="300" height="200" fill="#8a6100"/><circle cx="150" cy="100" r="60" fill="#ffd54f"/></svg>',
  )

const meta = {
  title: 'Kit/LazyImage',
  component: LazyImage,
  decorators: [withI18n],
  args: { src: art, alt: 'Golden sun', width: 300, height: 200 },
} satisfies Meta<typeof LazyImage>

export default meta
type Story = StoryObj<typeof meta>

export const Loaded: Story = {}
/** An address that never answers: the 32 px placeholder stays centred in the reserved box. */
export const Loading: Story = { args: { src: 'https://10.255.255.1/slow.png' } }
/** A broken address: the placeholder stays, named with the alt text; no broken-image icon. */
export const Failed: Story = { args: { src: '/missing-image.png' } }
