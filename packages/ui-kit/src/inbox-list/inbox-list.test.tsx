import type { InboxItem } from '@parlor/contract'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../test/render-with-i18n.tsx'
import { InboxList } from './inbox-list.tsx'

const base: InboxItem = {
  inbox_id: 1,
  title: 'Welcome',
  body: '<p>Hello</p>',
  reward_amount: 25_000,
  claimable: true,
  claimed: false,
  read: false,
  created_at: '2025-06-15T10:00:00.000Z',
  expires_at: '2025-06-22T10:00:00.000Z',
  claimed_at: null,
}
const items: InboxItem[] = [
  base,
  { ...base, inbox_id: 2, title: 'Cashback', claimable: false, claimed: true, read: true },
  { ...base, inbox_id: 3, title: 'Note', reward_amount: 0, claimable: false, read: true },
]
const money = { currency: 'PHP', decimals: 2, locale: 'en' }

function renderList(props: Partial<Parameters<typeof InboxList>[0]> = {}) {
  const handlers = { onToggle: vi.fn(), onClaim: vi.fn() }
  renderWithI18n(
    <InboxList
      items={items}
      label="Messages"
      openId={null}
      renderBody={(item) => <p>Body of {item.title}</p>}
      money={money}
      {...handlers}
      {...props}
    />,
  )
  return handlers
}

describe('InboxList', () => {
  it('marks unread messages in words and shows each reward state', () => {
    renderList()
    const list = screen.getByRole('list', { name: 'Messages' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(3)
    expect(screen.getByRole('button', { name: /^Unread: Welcome/ })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /^Cashback/ })).toBeInTheDocument()
    expect(
      screen.getByText('Claimed', { exact: false }).closest('[data-slot="status-badge"]'),
    ).toHaveTextContent('Claimed 250 PHP')
    expect(screen.getAllByRole('button', { name: /^Claim:/ })).toHaveLength(1)
  })

  it('opens a message on request and shows its body only when open', async () => {
    const user = userEvent.setup()
    const { onToggle } = renderList({ openId: 3 })
    expect(screen.getByText('Body of Note')).toBeVisible()
    expect(screen.queryByText('Body of Welcome')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: /^Note/ })).toHaveAttribute('aria-expanded', 'true')
    await user.click(screen.getByRole('button', { name: /^Unread: Welcome/ }))
    expect(onToggle).toHaveBeenCalledWith(items[0])
  })

  it('claims from the row, and a claim under way is busy', async () => {
    const user = userEvent.setup()
    const { onClaim } = renderList()
    await user.click(screen.getByRole('button', { name: 'Claim: Welcome' }))
    expect(onClaim).toHaveBeenCalledWith(items[0])
  })

  it('disables the button of the claim under way', () => {
    renderList({ claimingId: 1 })
    expect(screen.getByRole('button', { name: 'Claim: Welcome' })).toBeDisabled()
  })
})
