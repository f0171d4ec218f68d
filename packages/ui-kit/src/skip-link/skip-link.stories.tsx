import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { mainContentId, SkipLink } from './skip-link.tsx'

const meta = {
  title: 'Kit/SkipLink',
  component: SkipLink,
  decorators: [withI18n],
  parameters: {
    docs: {
      description: {
        component:
          'Hidden until focused: press Tab in the canvas to see it. It leads to the element with id "main".',
      },
    },
  },
} satisfies Meta<typeof SkipLink>

export default meta
type Story = StoryObj<typeof meta>

export const BeforeThePage: Story = {
  render: () => (
    <>
      <SkipLink />
      <nav aria-label="Main menu">
        <a href="/slots">Slots</a> · <a href="/casino">Live casino</a>
      </nav>
      <main id={mainContentId} tabIndex={-1}>
        <h1>Hot games</h1>
      </main>
    </>
  ),
}
