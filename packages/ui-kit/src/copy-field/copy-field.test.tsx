import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../test/render-with-i18n.tsx'
import { CopyField } from './copy-field.tsx'

const link = 'https://aff.example.com/register?ref=lucky'

describe('CopyField', () => {
  it('copies the value and says so politely', async () => {
    const user = userEvent.setup()
    const writeText = vi.fn(() => Promise.resolve())
    renderWithI18n(
      <CopyField
        label="Invitation link"
        value={link}
        copyLabel="Copy invitation link"
        writeText={writeText}
      />,
    )
    expect(screen.getByRole('textbox', { name: 'Invitation link' })).toHaveValue(link)
    expect(screen.getByRole('textbox', { name: 'Invitation link' })).toHaveAttribute('readonly')
    expect(screen.getByRole('status')).toBeEmptyDOMElement()

    await user.click(screen.getByRole('button', { name: 'Copy invitation link' }))
    expect(writeText).toHaveBeenCalledWith(link)
    expect(screen.getByRole('status')).toHaveTextContent('Copied')
  })

  it('selects the text when the clipboard refuses', async () => {
    const user = userEvent.setup()
    renderWithI18n(
      <CopyField
        label="Referral code"
        value="lucky"
        copyLabel="Copy referral code"
        writeText={() => Promise.reject(new Error('NotAllowedError'))}
      />,
    )
    await user.click(screen.getByRole('button', { name: 'Copy referral code' }))
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Referral code' })
    expect(input).toHaveFocus()
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 5])
    expect(screen.getByRole('status')).toHaveTextContent('Selected')
  })
})
