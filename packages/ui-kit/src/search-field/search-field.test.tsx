import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../test/render-with-i18n.tsx'
import { SearchField } from './search-field.tsx'

function Harness({ onValueChange }: { onValueChange: (value: string) => void }) {
  const [value, setValue] = useState('')
  return (
    <SearchField
      label="Search games"
      value={value}
      maxLength={50}
      onValueChange={(next) => {
        setValue(next)
        onValueChange(next)
      }}
    />
  )
}

describe('SearchField', () => {
  it('reports what is typed, and clears back into the box', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    renderWithI18n(<Harness onValueChange={onValueChange} />)
    const box = screen.getByRole('searchbox', { name: 'Search games' })
    expect(box).toHaveAttribute('maxlength', '50')
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull()

    await user.type(box, 'koi')
    expect(onValueChange).toHaveBeenLastCalledWith('koi')
    await user.click(screen.getByRole('button', { name: 'Clear search' }))
    expect(onValueChange).toHaveBeenLastCalledWith('')
    expect(box).toHaveValue('')
    expect(box).toHaveFocus()
  })
})
