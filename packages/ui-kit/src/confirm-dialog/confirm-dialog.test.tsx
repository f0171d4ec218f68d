import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../test/render-with-i18n.tsx'
import { ConfirmDialog } from './confirm-dialog.tsx'

describe('ConfirmDialog', () => {
  it('starts on Cancel, shows the pending action and closes when it is done', async () => {
    const user = userEvent.setup()
    let finish: () => void = () => {}
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    const onOpenChange = vi.fn()
    renderWithI18n(
      <ConfirmDialog
        open
        onOpenChange={onOpenChange}
        title="Cancel this withdrawal?"
        confirmLabel="Cancel withdrawal"
        cancelLabel="Keep it"
        tone="danger"
        onConfirm={onConfirm}
      />,
    )
    expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus()
    const confirm = screen.getByRole('button', { name: 'Cancel withdrawal' })
    await user.click(confirm)
    expect(confirm).toBeDisabled()
    expect(confirm).toHaveAttribute('aria-busy', 'true')
    await user.keyboard('{Escape}')
    expect(onOpenChange).not.toHaveBeenCalled()

    finish()
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
    expect(confirm).not.toBeDisabled()
  })
})
