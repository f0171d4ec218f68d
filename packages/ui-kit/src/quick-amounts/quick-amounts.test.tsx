import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { QuickAmounts } from './quick-amounts.tsx'

describe('QuickAmounts', () => {
  it('hands the chosen amount over in minor units and marks the current one', async () => {
    const user = userEvent.setup()
    const onPick = vi.fn()
    render(
      <QuickAmounts
        label="Quick amounts"
        amounts={[10_000, 50_000]}
        currency="PHP"
        decimals={2}
        locale="en"
        current={10_000}
        onPick={onPick}
      />,
    )
    expect(screen.getByRole('group', { name: 'Quick amounts' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '100\u00a0PHP' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await user.click(screen.getByRole('button', { name: '500\u00a0PHP' }))
    expect(onPick).toHaveBeenCalledWith(50_000)
  })
})
