import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { ChoiceGroup } from './choice-group.tsx'

const options = [
  { value: '', label: 'No bonus' },
  { value: '1', label: 'Welcome bonus', description: 'Up to 5,000 PHP' },
]

function Harness({ error }: { error?: string }) {
  const [value, setValue] = useState('')
  return (
    <ChoiceGroup
      legend="Deposit bonus"
      name="bonus"
      value={value}
      onValueChange={setValue}
      options={options}
      error={error ?? null}
    />
  )
}

describe('ChoiceGroup', () => {
  it('is a named group of radios that arrow keys move through', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    expect(screen.getByRole('group', { name: 'Deposit bonus' })).toBeInTheDocument()
    const none = screen.getByRole('radio', { name: 'No bonus' })
    const welcome = screen.getByRole('radio', { name: 'Welcome bonus' })
    expect(none).toBeChecked()
    expect(welcome).toHaveAccessibleDescription('Up to 5,000 PHP')
    await user.click(welcome)
    expect(welcome).toBeChecked()
    expect(none).not.toBeChecked()
  })

  it('ties its error to the group', () => {
    render(<Harness error="Choose another bonus." />)
    expect(screen.getByRole('group', { name: 'Deposit bonus' })).toHaveAccessibleDescription(
      'Choose another bonus.',
    )
    expect(screen.getByRole('radio', { name: 'No bonus' })).toHaveAttribute('aria-invalid', 'true')
  })
})
