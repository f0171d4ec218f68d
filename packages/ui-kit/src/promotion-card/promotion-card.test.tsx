import type { Promotion } from '@parlor/contract'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../test/render-with-i18n.tsx'
import { PromotionCard } from './promotion-card.tsx'

const money = { currency: 'PHP', decimals: 2, locale: 'en' }
const promotion: Promotion = {
  promotion_id: 7,
  title: 'Live casino reload 20%',
  summary: 'Every reload earns more.',
  body: '',
  image_url: '/media/promotions/7.svg',
  category: 'livecasino',
  claim: 'with_deposit',
  bonus_amount: 0,
  bonus_percent: 20,
  max_bonus: 100_000,
  min_deposit: 20_000,
  turnover_multiplier: 5,
  starts_at: '2025-01-01T00:00:00.000Z',
  ends_at: null,
}

describe('PromotionCard', () => {
  it('states the offer and opens the details', async () => {
    const onDetails = vi.fn()
    renderWithI18n(<PromotionCard promotion={promotion} money={money} onDetails={onDetails} />)
    const card = screen.getByRole('article', { name: 'Live casino reload 20%' })
    expect(within(card).getByText('20% up to', { exact: false })).toHaveTextContent(
      '20% up to 1,000 PHP',
    )
    expect(within(card).getByText('Minimum deposit').nextSibling).toHaveTextContent('200 PHP')
    expect(within(card).getByText(/Wager the bonus 5×/)).toBeVisible()
    expect(within(card).getByText(/no end date/)).toBeVisible()

    await userEvent.click(
      within(card).getByRole('button', { name: 'Details: Live casino reload 20%' }),
    )
    expect(onDetails).toHaveBeenCalledTimes(1)
  })

  it('shows an instant bonus as an amount, with the action and status given', () => {
    renderWithI18n(
      <PromotionCard
        promotion={{ ...promotion, claim: 'instant', bonus_amount: 2_000, bonus_percent: 0 }}
        money={money}
        onDetails={() => {}}
        action={<button type="button">Claim</button>}
        status={<span>Claimed</span>}
      />,
    )
    expect(screen.getByText('Bonus').nextSibling).toHaveTextContent('20 PHP')
    expect(screen.getByRole('button', { name: 'Claim' })).toBeVisible()
    expect(screen.getByText('Claimed')).toBeVisible()
  })
})
