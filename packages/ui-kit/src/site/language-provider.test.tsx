import { type I18n, setupI18n } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LanguageProvider } from './language-provider.tsx'

function siteI18n() {
  const i18n = setupI18n()
  i18n.load('en', { 'auth.login': 'Log in' })
  i18n.activate('en')
  return i18n
}

/** A header's button, counting how often it is drawn. */
function LoginButton({ renders }: { renders: { count: number } }) {
  const { i18n } = useLingui()
  renders.count += 1
  return <button type="button">{i18n._('auth.login')}</button>
}

/** Activates `locale` while rendering, before the provider's own effect has subscribed. */
function EarlyActivation({ i18n, locale }: { i18n: I18n; locale: string }) {
  if (i18n.locale !== locale) i18n.activate(locale)
  return null
}

function renderButton(i18n: I18n) {
  const renders = { count: 0 }
  render(
    <LanguageProvider i18n={i18n}>
      <LoginButton renders={renders} />
    </LanguageProvider>,
  )
  return renders
}

describe('LanguageProvider', () => {
  it('leaves the page as drawn when another page’s texts arrive in the same language', () => {
    const i18n = siteI18n()
    const renders = renderButton(i18n)
    const drawn = renders.count
    act(() => i18n.load('en', { 'statement.kindDeposit': 'Deposit' }))
    expect(renders.count).toBe(drawn)
    expect(screen.getByRole('button').textContent).toBe('Log in')
    // The texts are there for the next part to render.
    expect(i18n.messages['statement.kindDeposit']).toBe('Deposit')
  })

  it('draws every text again, in the new language, when the player switches', () => {
    const i18n = siteI18n()
    renderButton(i18n)
    act(() => {
      i18n.load('th', { 'auth.login': 'เข้าสู่ระบบ' })
      i18n.activate('th')
    })
    expect(screen.getByRole('button').textContent).toBe('เข้าสู่ระบบ')
  })

  it('follows a language activated before its first effect ran', () => {
    const i18n = siteI18n()
    i18n.load('vi', { 'auth.login': 'Đăng nhập' })
    render(
      <LanguageProvider i18n={i18n}>
        <LoginButton renders={{ count: 0 }} />
        <EarlyActivation i18n={i18n} locale="vi" />
      </LanguageProvider>,
    )
    expect(screen.getByRole('button').textContent).toBe('Đăng nhập')
  })
})
