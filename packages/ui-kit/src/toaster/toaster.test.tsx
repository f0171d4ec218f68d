import { act, screen } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithI18n } from '../test/render-with-i18n.tsx'
import { showToast } from './show-toast.ts'
import { Toaster } from './toaster.tsx'

afterEach(() => {
  act(() => {
    toast.dismiss()
  })
})

describe('showToast', () => {
  it('shows the toast with its title and description in the Toaster', async () => {
    renderWithI18n(<Toaster />)
    act(() => {
      showToast({
        variant: 'warning',
        title: 'Invalid session',
        description: 'Your session has expired. Please log in again.',
        durationMs: 10_000,
        id: 'session',
      })
    })
    expect(await screen.findByText('Invalid session')).toBeInTheDocument()
    expect(screen.getByText('Your session has expired. Please log in again.')).toBeInTheDocument()
    const region = screen.getByRole('region', { name: /Notifications/ })
    expect(region).toHaveAttribute('aria-live', 'polite')
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument()
  })

  it('replaces a toast with the same id instead of stacking a copy', async () => {
    renderWithI18n(<Toaster />)
    const show = () =>
      showToast({ variant: 'error', title: 'Network error', durationMs: 3_000, id: 'net' })
    act(() => {
      show()
      show()
    })
    await screen.findByText('Network error')
    expect(screen.getAllByText('Network error')).toHaveLength(1)
  })
})
