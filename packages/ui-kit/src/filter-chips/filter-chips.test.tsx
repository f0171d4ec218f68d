import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../test/render-with-i18n.tsx'
import { FilterChips } from './filter-chips.tsx'

const options = [
  { value: '', label: 'All providers', count: 120 },
  { value: 'JILI', label: 'JILI', count: 40 },
  { value: 'PGSOFT', label: 'PG Soft', count: 36 },
]

describe('FilterChips', () => {
  it('marks the chosen option pressed and reports the one pressed', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    renderWithI18n(
      <FilterChips
        label="Providers"
        options={options}
        value="JILI"
        onValueChange={onValueChange}
      />,
    )
    const group = screen.getByRole('group', { name: 'Providers' })
    const chips = within(group).getAllByRole('button')
    expect(chips.map((chip) => chip.getAttribute('aria-pressed'))).toEqual([
      'false',
      'true',
      'false',
    ])
    expect(chips[2]).toHaveAccessibleName('PG Soft 36')
    await user.click(screen.getByRole('button', { name: /^PG Soft/ }))
    expect(onValueChange).toHaveBeenCalledWith('PGSOFT')
  })
})
