import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { Pagination } from './pagination.tsx'

const meta = {
  title: 'Kit/Pagination',
  component: Pagination,
  decorators: [withI18n],
  args: { totalItems: 120, currentPage: 1 },
} satisfies Meta<typeof Pagination>

export default meta
type Story = StoryObj<typeof meta>

export const FirstPage: Story = {}
export const MiddlePage: Story = { args: { currentPage: 6 } }
export const LastPage: Story = { args: { currentPage: 12 } }
export const WithJumps: Story = { args: { currentPage: 6, showJumps: true } }
/** Links keep a list crawlable: `[page]` is replaced by each page's number. */
export const Links: Story = { args: { currentPage: 3, link: '/promotions?page=[page]' } }
/** One page: nothing is rendered. */
export const SinglePage: Story = { args: { totalItems: 8 } }

export const Interactive: Story = {
  render: function Render(args) {
    const [page, setPage] = useState(args.currentPage)
    return <Pagination {...args} currentPage={page} onPageChange={setPage} />
  },
}
