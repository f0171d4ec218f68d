import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LobbySearch } from './lobby-search.tsx'

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })

function renderSearch(value: string, onSearch: (search: string) => void) {
  return render(
    <I18nProvider i18n={i18n}>
      <LobbySearch value={value} onSearch={onSearch} />
    </I18nProvider>,
  )
}

describe('LobbySearch', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  it('searches once the player pauses, with the text trimmed', () => {
    const onSearch = vi.fn()
    renderSearch('', onSearch)
    const box = screen.getByRole('searchbox', { name: 'Search games' })
    fireEvent.change(box, { target: { value: 'dra' } })
    act(() => vi.advanceTimersByTime(200))
    fireEvent.change(box, { target: { value: 'dragon ' } })
    act(() => vi.advanceTimersByTime(299))
    expect(onSearch).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('dragon')
  })

  it('clears at once, and shows a search changed elsewhere', () => {
    const onSearch = vi.fn()
    const { rerender } = renderSearch('koi', onSearch)
    const box = screen.getByRole('searchbox', { name: 'Search games' })
    expect(box).toHaveValue('koi')
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }))
    act(() => vi.advanceTimersByTime(0))
    expect(onSearch).toHaveBeenCalledWith('')

    rerender(
      <I18nProvider i18n={i18n}>
        <LobbySearch value="tiger" onSearch={onSearch} />
      </I18nProvider>,
    )
    expect(box).toHaveValue('tiger')
  })
})
