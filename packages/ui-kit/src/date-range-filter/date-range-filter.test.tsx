import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../test/render-with-i18n.tsx'
import { DateRangeFilter } from './date-range-filter.tsx'

describe('DateRangeFilter', () => {
  it('reports each end as a calendar day and bounds one end by the other', () => {
    const onChange = vi.fn()
    renderWithI18n(<DateRangeFilter legend="Period" from="2025-05-01" to="" onChange={onChange} />)
    expect(screen.getByRole('group', { name: 'Period' })).toBeInTheDocument()
    const to = screen.getByLabelText('To')
    expect(to).toHaveAttribute('min', '2025-05-01')
    fireEvent.change(to, { target: { value: '2025-05-09' } })
    expect(onChange).toHaveBeenCalledWith({ from: '2025-05-01', to: '2025-05-09' })
  })

  it('offers to clear only when a date is set', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    const { rerender } = renderWithI18n(
      <DateRangeFilter legend="Period" from="" to="" onChange={onChange} />,
    )
    expect(screen.queryByRole('button', { name: 'Clear dates' })).toBeNull()
    rerender(<DateRangeFilter legend="Period" from="" to="2025-05-09" onChange={onChange} />)
    await user.click(screen.getByRole('button', { name: 'Clear dates' }))
    expect(onChange).toHaveBeenCalledWith({ from: '', to: '' })
  })
})
