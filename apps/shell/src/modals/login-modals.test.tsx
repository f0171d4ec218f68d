import { statusCode } from '@parlor/contract'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createStore } from 'jotai'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { pendingDestinationAtom } from '../session/pending-destination.ts'
import { shellProviders } from '../test/shell-providers.tsx'
import LoginModal from './login-modal.tsx'
import SignInModal from './sign-in-modal.tsx'

const navigate = vi.fn()
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => navigate }))

// Core's sign-in rules have their own tests; here only what the modal does with the outcome.
const signIn = vi.fn()
vi.mock('@parlor/core', async (original) => ({
  ...(await original<typeof import('@parlor/core')>()),
  signIn: (...args: unknown[]) => signIn(...args),
}))

function renderModal(modal: ReactNode) {
  const store = createStore()
  store.set(pendingDestinationAtom, '/playnow?provider=JILI&game=2')
  render(modal, { wrapper: shellProviders({ api: {}, store, reporter: { report: vi.fn() } }) })
  return { store }
}

async function logIn(password: string) {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText('Account ID'), 'ana_01')
  await user.type(screen.getByLabelText('Password'), password)
  await user.click(screen.getByRole('button', { name: 'Log in' }))
}

describe('the login modals of modal-entry themes', () => {
  beforeEach(() => {
    navigate.mockReset()
    signIn.mockReset()
  })

  it('signs the player in, closes, and goes on to the game the guest had chosen', async () => {
    signIn.mockResolvedValue({ response: { statusCode: 1 }, signedIn: true })
    const onClose = vi.fn()
    const { store } = renderModal(<LoginModal onClose={onClose} />)
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeVisible()
    await logIn('correct horse battery')
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(signIn).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ account_id: 'ana_01', password: 'correct horse battery' }),
    )
    expect(navigate).toHaveBeenCalledWith({
      href: '/playnow?provider=JILI&game=2',
      replace: true,
    })
    expect(store.get(pendingDestinationAtom)).toBeNull()
  })

  it('stays open with the refusal on the form when the password is wrong', async () => {
    signIn.mockResolvedValue({
      response: {
        statusCode: statusCode.unauthorized,
        statusMessage: 'invalidCredentials',
        statusDetail: '',
      },
      signedIn: false,
    })
    const onClose = vi.fn()
    renderModal(<LoginModal onClose={onClose} />)
    await logIn('not the password')
    await screen.findByText(/account ID or password/i)
    expect(onClose).not.toHaveBeenCalled()
    expect(navigate).not.toHaveBeenCalled()
  })

  it('offers a password or a one-time code in the sign-in modal, and a way to register', async () => {
    const user = userEvent.setup()
    const onClose = vi.fn()
    renderModal(<SignInModal onClose={onClose} />)
    const dialog = screen.getByRole('dialog', { name: 'Log in' })
    expect(dialog).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Log in with a one-time code instead' }))
    expect(screen.getByRole('button', { name: 'Log in with your password instead' })).toBeVisible()
    await user.click(screen.getByRole('link', { name: 'Create an account' }))
    expect(onClose).toHaveBeenCalled()
  })
})
