import { setupI18n } from '@lingui/core'
import { closeModal, defineTheme, modalAtom, openModal } from '@parlor/core'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createStore, useSetAtom } from 'jotai'
import { describe, expect, it, vi } from 'vitest'
import type { LayoutProps } from '../layout/layout-props.ts'
import type { AppLinkProps } from '../navigation/app-link.tsx'
import { AppLink } from '../navigation/app-link.tsx'
import type { ModalProps } from './modal-host.tsx'
import { ParlorSite } from './parlor-site.tsx'
import { toastQueueAtom } from './toast-queue.ts'

/** A theme whose header has a home link and a "Log in" that opens the login modal, as themes do. */
function TestLayout({ children, currentPath }: LayoutProps) {
  const setModals = useSetAtom(modalAtom)
  return (
    <>
      <header>
        <AppLink href="/" aria-current={currentPath === '/' ? 'page' : undefined}>
          Home
        </AppLink>
        <button type="button" onClick={() => setModals((state) => openModal(state, 'loginmodal'))}>
          Log in
        </button>
      </header>
      <main>{children}</main>
    </>
  )
}

const theme = defineTheme({
  template: 'test',
  codes: ['test'],
  colors: {
    gold: ['#ffffff', '#dddddd', '#999999', '#555555', '#111111'],
    red: ['#ffeeee', '#ddbbbb', '#996666', '#553333', '#110000'],
  },
  Layout: TestLayout,
  loginEntry: 'login-modal',
  rewardsEntry: 'login-modal',
  body: { id: 'test', mainWrapClasses: [] },
})

function LoginModal({ onClose }: ModalProps) {
  return (
    <div role="dialog" aria-label="Sign in">
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  )
}

function RouterLink({ external: _, ...props }: AppLinkProps) {
  return <a data-router="yes" {...props} />
}

function mount() {
  const store = createStore()
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
  render(
    <ParlorSite
      store={store}
      i18n={i18n}
      theme={theme}
      currentPath="/"
      link={RouterLink}
      modals={{ loginmodal: LoginModal }}
    >
      <h1>Welcome</h1>
    </ParlorSite>,
  )
  return store
}

describe('ParlorSite', () => {
  it('renders the page inside its theme, with the app’s links', () => {
    mount()
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { name: 'Welcome' }),
    )
    const home = screen.getByRole('link', { name: 'Home' })
    expect(home).toHaveAttribute('data-router', 'yes')
    expect(home).toHaveAttribute('aria-current', 'page')
  })

  it('opens the modal the theme asks for and closes it', async () => {
    const store = mount()
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(store.get(modalAtom).stack).toEqual([])
  })

  it('shows nothing for a modal the app gave no component for, and says so once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const store = mount()
    act(() => store.set(modalAtom, (state) => openModal(state, 'partners')))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"partners"'))
    act(() => store.set(modalAtom, (state) => closeModal(state)))
    act(() => store.set(modalAtom, (state) => openModal(state, 'partners')))
    expect(warn).toHaveBeenCalledTimes(1)
    warn.mockRestore()
  })

  it('shows a toast asked for through the store', async () => {
    const store = mount()
    act(() => {
      store.set(toastQueueAtom, [
        { variant: 'success', title: 'Deposit received', durationMs: 3000 },
      ])
    })
    // The toaster downloads with the first toast: while every package's tests run at once on two
    // cores, that took longer than findByText's one second (a CI run failed on it).
    expect(
      await screen.findByText('Deposit received', undefined, { timeout: 5_000 }),
    ).toBeInTheDocument()
  })
})
