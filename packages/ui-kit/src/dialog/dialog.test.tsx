import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { renderWithI18n } from '../test/render-with-i18n.tsx'
import { Dialog } from './dialog.tsx'

/** A page with a button that opens the dialog, as pages open theirs: through state, no Trigger. */
function Page({ dismissible }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(false)
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Log in
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Log in"
        description="Welcome back"
        id="loginmodal"
        dismissible={dismissible}
        footer={
          <button type="button" onClick={() => setOpen(false)}>
            Done
          </button>
        }
      >
        <label>
          Account ID
          <input />
        </label>
      </Dialog>
    </main>
  )
}

async function openDialog(dismissible?: boolean) {
  const user = userEvent.setup()
  renderWithI18n(<Page dismissible={dismissible} />)
  const trigger = screen.getByRole('button', { name: 'Log in' })
  await user.click(trigger)
  const dialog = await screen.findByRole('dialog', { name: 'Log in' })
  return { user, trigger, dialog }
}

describe('Dialog', () => {
  it('is a named, described dialog found by its modal id', async () => {
    const { dialog } = await openDialog()
    expect(dialog).toHaveAttribute('data-dialog-id', 'loginmodal')
    expect(dialog).toHaveAttribute('id', 'loginmodal')
    expect(dialog).toHaveAccessibleDescription('Welcome back')
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
  })

  it('keeps focus inside while tabbing', async () => {
    const { user, dialog } = await openDialog()
    const visited = new Set<Element | null>()
    for (let i = 0; i < 8; i += 1) {
      await user.tab()
      expect(dialog).toContainElement(document.activeElement as HTMLElement)
      visited.add(document.activeElement)
    }
    // Close button, the input and the footer button, round and round.
    expect(visited.size).toBe(3)
    await user.tab({ shift: true })
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
  })

  it('closes on Escape and gives focus back to what opened it', async () => {
    const { user, trigger } = await openDialog()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(trigger).toHaveFocus()
  })

  it('closes with its labelled close button', async () => {
    const { user, trigger } = await openDialog()
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(trigger).toHaveFocus()
  })

  it('stays open when it is not dismissible', async () => {
    const { user, dialog } = await openDialog(false)
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
    await user.keyboard('{Escape}')
    expect(dialog).toBeInTheDocument()
    const overlay = document.querySelector('[data-slot="dialog-overlay"]') as HTMLElement
    await user.pointer({ target: overlay, keys: '[MouseLeft]' })
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument()
    // The page still closes it.
    await user.click(screen.getByRole('button', { name: 'Done' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('closes on a click outside when dismissible', async () => {
    const { user } = await openDialog()
    const overlay = document.querySelector('[data-slot="dialog-overlay"]') as HTMLElement
    await user.pointer({ target: overlay, keys: '[MouseLeft]' })
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
