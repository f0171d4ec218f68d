import type { VipLevel } from '@parlor/contract'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithI18n } from '../test/render-with-i18n.tsx'
import { VipLadder } from './vip-ladder.tsx'

const level = (overrides: Partial<VipLevel>): VipLevel => ({
  level: 0,
  vip_name: 'Bronze',
  icon_url: '/media/vip/bronze.svg',
  min_deposit: 0,
  min_turnover: 0,
  rebate_percent: 0.2,
  upgrade_bonus: 0,
  daily_withdraw_limit: 1_000_000,
  benefits: ['Weekly rebate'],
  ...overrides,
})

const levels = [
  level({}),
  level({
    level: 1,
    vip_name: 'Silver',
    min_deposit: 50_000,
    rebate_percent: 0.4,
    daily_withdraw_limit: 0,
    benefits: ['Birthday bonus', 'Faster withdrawals'],
  }),
]
const money = { currency: 'PHP', decimals: 2, locale: 'en' }

describe('VipLadder', () => {
  it('lists every level with what it takes and brings', () => {
    renderWithI18n(<VipLadder levels={levels} money={money} />)
    const ladder = screen.getByRole('list', { name: 'VIP levels' })
    const rungs = within(ladder)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === ladder)
    expect(rungs).toHaveLength(2)
    expect(screen.getByRole('heading', { level: 2, name: 'Silver' })).toBeInTheDocument()
    const silver = rungs[1] as HTMLElement
    expect(silver).toHaveTextContent('500 PHP')
    expect(silver).toHaveTextContent('0.4%')
    expect(silver).toHaveTextContent('No limit')
    expect(within(silver).getByRole('list', { name: 'Benefits of Silver' })).toHaveTextContent(
      'Faster withdrawals',
    )
  })

  it("marks only the player's own level", () => {
    renderWithI18n(
      <VipLadder levels={levels} money={money} currentLevelName="Silver" headingLevel={3} />,
    )
    const silver = screen.getByRole('heading', { level: 3, name: 'Silver' }).closest('li')
    const bronze = screen.getByRole('heading', { level: 3, name: 'Bronze' }).closest('li')
    expect(silver).toHaveAttribute('aria-current', 'true')
    expect(silver).toHaveTextContent('Your level')
    expect(bronze).not.toHaveAttribute('aria-current')
    expect(bronze).not.toHaveTextContent('Your level')
  })
})
