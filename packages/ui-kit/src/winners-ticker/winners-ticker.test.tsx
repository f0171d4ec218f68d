import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithI18n } from '../test/render-with-i18n.tsx'
import { WinnersTicker, type WinnersTickerItem } from './winners-ticker.tsx'

const items: WinnersTickerItem[] = [
  {
    key: 'w1',
    account: 'jo***42',
    amount: '1,200 PHP',
    sentence: ({ account, amount }) => (
      <>
        {account} won {amount} on Super Ace
      </>
    ),
  },
  {
    key: 'd1',
    account: 'ma***07',
    amount: '500 PHP',
    // Another language's order: the amount first.
    sentence: ({ account, amount }) => (
      <>
        {amount} withdrawn by {account}
      </>
    ),
  },
]

function ticker() {
  return document.querySelector('[data-slot="winners-ticker"]') as HTMLElement
}

describe('WinnersTicker', () => {
  it('reads each entry once and never as a live region', () => {
    renderWithI18n(<WinnersTicker label="Recent wins" items={items} />)
    const region = screen.getByRole('region', { name: 'Recent wins' })
    // The second copy only closes the loop's seam: hidden from assistive technology.
    const lists = within(region).getAllByRole('list')
    expect(lists).toHaveLength(1)
    expect(within(lists[0] as HTMLElement).getAllByRole('listitem')).toHaveLength(2)
    expect(region.querySelectorAll('li')).toHaveLength(4)
    expect(document.querySelector('[aria-live]')).toBeNull()
    // Each entry reads as its sentence, in the order its words were written.
    expect(lists[0]).toHaveTextContent(
      'jo***42 won 1,200 PHP on Super Ace500 PHP withdrawn by ma***07',
    )
    expect(region.querySelector('[data-slot="winners-ticker-amount"]')).toHaveTextContent(
      '1,200 PHP',
    )
  })

  it('pauses while focus is in it, and moves again when focus leaves', async () => {
    const user = userEvent.setup()
    renderWithI18n(
      <>
        <WinnersTicker label="Recent wins" items={items} />
        <button type="button">Elsewhere</button>
      </>,
    )
    expect(ticker()).toHaveAttribute('data-state', 'moving')
    await user.tab()
    expect(screen.getByRole('button', { name: 'Pause' })).toHaveFocus()
    expect(ticker()).toHaveAttribute('data-state', 'paused')
    await user.tab()
    expect(screen.getByRole('region', { name: 'Recent wins' })).toHaveFocus()
    expect(ticker()).toHaveAttribute('data-state', 'paused')
    await user.tab()
    expect(ticker()).toHaveAttribute('data-state', 'moving')
  })

  it('pauses under the pointer', () => {
    renderWithI18n(<WinnersTicker label="Recent wins" items={items} />)
    fireEvent.mouseEnter(ticker())
    expect(ticker()).toHaveAttribute('data-state', 'paused')
    fireEvent.mouseLeave(ticker())
    expect(ticker()).toHaveAttribute('data-state', 'moving')
  })

  it('stops for good with its button, and starts again with it', async () => {
    const user = userEvent.setup()
    renderWithI18n(<WinnersTicker label="Recent wins" items={items} />)
    const pause = screen.getByRole('button', { name: 'Pause' })
    await user.click(pause)
    expect(pause).toHaveAttribute('aria-pressed', 'true')
    fireEvent.mouseLeave(ticker())
    pause.blur()
    expect(ticker()).toHaveAttribute('data-state', 'stopped')
    await user.click(pause)
    expect(pause).toHaveAttribute('aria-pressed', 'false')
  })

  it('shows a placeholder while loading and nothing when empty', () => {
    const { container, rerender } = renderWithI18n(
      <WinnersTicker label="Recent wins" items={null} />,
    )
    expect(screen.getByRole('region', { name: 'Recent wins' })).toHaveAttribute('aria-busy', 'true')
    rerender(<WinnersTicker label="Recent wins" items={[]} />)
    expect(container).toBeEmptyDOMElement()
  })
})
