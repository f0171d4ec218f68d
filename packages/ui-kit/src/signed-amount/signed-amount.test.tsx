import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SignedAmount } from './signed-amount.tsx'

const money = { currency: 'PHP', decimals: 2, locale: 'en' }

describe('SignedAmount', () => {
  it('writes the direction as a sign, not only as a colour', () => {
    render(
      <>
        <SignedAmount minor={150_000} {...money} />
        <SignedAmount minor={-2_550} {...money} />
        <SignedAmount minor={0} {...money} />
      </>,
    )
    expect(screen.getByText(/^\+1,500/)).toHaveAttribute('data-direction', 'in')
    expect(screen.getByText(/^\u221225\.5/)).toHaveAttribute('data-direction', 'out')
    expect(screen.getByText(/^0/)).toHaveAttribute('data-direction', 'none')
  })
})
