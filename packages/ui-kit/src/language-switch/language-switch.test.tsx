import { endonymByCode, type LanguageCode, languageCodes, localeByCode } from '@parlor/contract'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../test/render-with-i18n.tsx'
import { LanguageSwitch } from './language-switch.tsx'

const languages: readonly LanguageCode[] = ['EN', 'CN', 'RUS', 'NE']

/** The list is a lazy chunk: a busy test machine takes a while to bring it. */
const lazyPart = { timeout: 10_000 }

describe('LanguageSwitch', () => {
  it('names the current language and lists every language in itself, in its own lang', async () => {
    const user = userEvent.setup()
    renderWithI18n(<LanguageSwitch current="EN" languages={languages} choose={vi.fn()} />)
    await user.click(screen.getByRole('button', { name: 'Language: EN' }))
    const dialog = await screen.findByRole('dialog', { name: 'Language' }, lazyPart)
    const russian = within(dialog).getByRole('button', { name: /Русский/ })
    expect(russian).toHaveAttribute('lang', 'ru')
    expect(within(dialog).getByRole('button', { name: /中文/ })).toHaveAttribute('lang', 'zh')
    expect(within(dialog).getByRole('button', { name: /नेपाली/ })).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: /English/ })).toHaveAttribute(
      'aria-current',
      'true',
    )
    expect(russian).not.toHaveAttribute('aria-current')
  })

  it('names all eleven languages in themselves, whatever the page’s language', async () => {
    const user = userEvent.setup()
    renderWithI18n(<LanguageSwitch current="EN" languages={languageCodes} choose={vi.fn()} />)
    await user.click(screen.getByRole('button', { name: 'Language: EN' }))
    const dialog = await screen.findByRole('dialog', { name: 'Language' }, lazyPart)
    const choices = within(dialog).getAllByRole('button', { name: /./ })
    const names = choices
      .filter((choice) => choice.hasAttribute('lang'))
      .map((choice) => [choice.getAttribute('lang'), choice.querySelector('span')?.textContent])
    expect(names).toEqual(languageCodes.map((code) => [localeByCode[code], endonymByCode[code]]))
    expect(names.map(([, name]) => name)).toEqual([
      'English',
      'Filipino',
      '中文',
      'Español',
      'Русский',
      'Tiếng Việt',
      'Bahasa Melayu',
      'नेपाली',
      'မြန်မာ',
      'Монгол',
      'Bahasa Indonesia',
    ])
  })

  it('closes once the chosen language is showing', async () => {
    const user = userEvent.setup()
    let finish = () => {}
    const choose = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    renderWithI18n(<LanguageSwitch current="EN" languages={languages} choose={choose} />)
    await user.click(screen.getByRole('button', { name: 'Language: EN' }))
    const dialog = await screen.findByRole('dialog', { name: 'Language' }, lazyPart)
    await user.click(within(dialog).getByRole('button', { name: /Русский/ }))
    expect(choose).toHaveBeenCalledWith('RUS')
    // While the texts download, the list waits rather than taking a second choice.
    expect(within(dialog).getByRole('button', { name: /中文/ })).toBeDisabled()
    finish()
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), lazyPart)
  })

  it('stays open and says so when the language cannot load', async () => {
    const user = userEvent.setup()
    const choose = vi.fn(() => Promise.reject(new Error('offline')))
    renderWithI18n(<LanguageSwitch current="EN" languages={languages} choose={choose} />)
    await user.click(screen.getByRole('button', { name: 'Language: EN' }))
    const dialog = await screen.findByRole('dialog', { name: 'Language' }, lazyPart)
    await user.click(within(dialog).getByRole('button', { name: /中文/ }))
    expect(await within(dialog).findByRole('alert', {}, lazyPart)).toHaveTextContent(
      'That language could not be loaded',
    )
    expect(within(dialog).getByRole('button', { name: /中文/ })).toBeEnabled()
  })

  it('is left out when the site offers one language', () => {
    renderWithI18n(<LanguageSwitch current="EN" languages={['EN']} choose={vi.fn()} />)
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })
})
