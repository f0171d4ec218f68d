import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Skeleton } from './skeleton.tsx'

/**
 * The sweep runs from --pk-surface-raised to --pk-surface and back, with the theme's --pk-radius;
 * it stands still for players who prefer reduced motion. The caller gives it the size of what it
 * stands in for, as the kit's own placeholders below do.
 */
const meta = {
  title: 'Kit/Skeleton',
  component: Skeleton,
  decorators: [withI18n],
  args: { style: { width: '45%', height: 14 } },
} satisfies Meta<typeof Skeleton>

export default meta
type Story = StoryObj<typeof meta>

/** A line of small text (a match card's league). */
export const TextLine: Story = {}
/** A heading, sized in em so it follows the text it replaces (a match card's teams). */
export const Heading: Story = { args: { style: { width: '70%', height: '1.35em' } } }
/** A button's box (an odds selection). */
export const Block: Story = { args: { style: { height: 48 } } }
/** Square artwork (a game grid's placeholder), at a quarter of the width. */
export const Artwork: Story = { args: { style: { width: '25%', aspectRatio: '1 / 1' } } }
/** Inside a card: the sweep against --pk-surface-raised rather than the page. */
export const OnRaisedSurface: Story = {
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gap: 'var(--pk-gap)',
        padding: 'var(--pk-gap)',
        borderRadius: 'var(--pk-radius)',
        background: 'var(--pk-surface-raised)',
      }}
    >
      <Skeleton {...args} />
      <Skeleton style={{ width: '70%', height: '1.35em' }} />
      <Skeleton style={{ height: 48 }} />
    </div>
  ),
}
