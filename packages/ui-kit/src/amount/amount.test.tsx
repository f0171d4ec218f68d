import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Amount } from './amount.tsx'

describe('Amount', () => {
  it('shows minor units as money, cut and never rounded up, then the currency code', () => {
    render(<Amount minor={123_456_789n} currency="PHP" decimals={2} locale="en" />)
    const amount = document.querySelector('[data-slot="amount"]')
    // A no-break space: the number and its code never wrap apart.
    expect(amount?.textContent).toBe('1,234,567.89\u00a0PHP')
    expect(screen.getByText('PHP')).toHaveAttribute('data-slot', 'currency')
  })

  it('groups by the language and cuts rather than rounds', () => {
    render(<Amount minor={1_234_567_899} currency="NPR" decimals={3} locale="ne" />)
    expect(document.querySelector('[data-slot="amount"]')?.textContent).toBe(
      '12,34,567.89\u00a0NPR',
    )
  })
})
