import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { upcomingMatch } from '../match-card/match-fixtures.ts'
import { renderWithI18n } from '../test/render-with-i18n.tsx'
import { BetSlipBar } from './bet-slip-bar.tsx'

const handicap = upcomingMatch.bet_lines[3]
if (!handicap) throw new Error('the fixture match lists a handicap line')

describe('BetSlipBar', () => {
  it('summarises the choice and places it in the sportsbook', async () => {
    const user = userEvent.setup()
    const onPlace = vi.fn()
    const onClear = vi.fn()
    renderWithI18n(
      <BetSlipBar
        match={upcomingMatch}
        line={handicap}
        languageCode="EN"
        sportsbook="available"
        onPlace={onPlace}
        onClear={onClear}
      />,
    )
    const slip = screen.getByRole('complementary', { name: 'Bet slip' })
    expect(slip).toHaveTextContent('Arsenal v Chelsea')
    expect(slip).toHaveTextContent('Handicap: Home -0.5 at 2.10')

    await user.click(within(slip).getByRole('button', { name: 'Place bet in the sportsbook' }))
    expect(onPlace).toHaveBeenCalledTimes(1)
    expect(onPlace.mock.calls[0]?.[0]).toHaveProperty('type', 'click')
    await user.click(within(slip).getByRole('button', { name: 'Clear' }))
    expect(onClear).toHaveBeenCalledTimes(1)
  })

  it('waits while the sportsbook is looked up', () => {
    renderWithI18n(
      <BetSlipBar
        match={upcomingMatch}
        line={handicap}
        languageCode="EN"
        sportsbook="loading"
        onPlace={() => {}}
        onClear={() => {}}
      />,
    )
    expect(screen.getByRole('button', { name: 'Place bet in the sportsbook' })).toBeDisabled()
  })

  it('says so when the site has no sportsbook', () => {
    renderWithI18n(
      <BetSlipBar
        match={upcomingMatch}
        line={handicap}
        languageCode="EN"
        sportsbook="unavailable"
        onPlace={() => {}}
        onClear={() => {}}
      />,
    )
    expect(screen.queryByRole('button', { name: 'Place bet in the sportsbook' })).toBeNull()
    expect(screen.getByText('This site has no sportsbook to place bets in.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Clear' })).toBeEnabled()
  })
})
