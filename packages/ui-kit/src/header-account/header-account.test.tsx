import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../test/render-with-i18n.tsx'
import { HeaderAccount } from './header-account.tsx'

const links = { registerHref: '/register', accountHref: '/account', depositHref: '/deposit' }

describe('HeaderAccount', () => {
  it('offers a guest a login button and a register link', async () => {
    const onLogIn = vi.fn()
    const user = userEvent.setup()
    renderWithI18n(<HeaderAccount player={null} onLogIn={onLogIn} {...links} />)
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    expect(onLogIn).toHaveBeenCalledOnce()
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register')
    expect(screen.queryByTestId('header-balance')).not.toBeInTheDocument()
  })

  it('makes logging in a link when the theme has a login page', () => {
    renderWithI18n(<HeaderAccount player={null} logInHref="/login" {...links} />)
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument()
  })

  it('shows a player the balance, a deposit link and the account by id', () => {
    renderWithI18n(
      <HeaderAccount
        player={{ accountId: 'player01', balance: <span>1,250.5 PHP</span> }}
        onLogIn={() => {}}
        {...links}
      />,
    )
    expect(screen.getByTestId('header-balance')).toHaveTextContent('1,250.5 PHP')
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/deposit')
    expect(screen.getByRole('link', { name: 'player01' })).toHaveAttribute('href', '/account')
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument()
  })

  it('names the unread messages on the account link, and shows no badge at zero', () => {
    const { rerender } = renderWithI18n(
      <HeaderAccount
        player={{ accountId: 'player01', balance: '0 PHP', unread: 3 }}
        logInHref="/login"
        {...links}
      />,
    )
    expect(screen.getByRole('link', { name: 'player01, 3 unread messages' })).toBeVisible()
    rerender(
      <HeaderAccount
        player={{ accountId: 'player01', balance: '0 PHP', unread: 1 }}
        logInHref="/login"
        {...links}
      />,
    )
    expect(screen.getByRole('link', { name: 'player01, 1 unread message' })).toBeVisible()
    rerender(
      <HeaderAccount
        player={{ accountId: 'player01', balance: '0 PHP', unread: 0 }}
        logInHref="/login"
        {...links}
      />,
    )
    expect(screen.getByRole('link', { name: 'player01' })).toHaveTextContent(/^player01$/)
  })
})
