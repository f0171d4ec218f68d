import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../test/render-with-i18n.tsx'
import { MatchCard } from './match-card.tsx'
import { finishedMatch, liveMatch, upcomingMatch } from './match-fixtures.ts'

/** A page's bet slip of one selection: choosing the chosen one again takes it off. */
function Slip({ onChosen }: { onChosen: (lineId: string, matchId: string) => void }) {
  const [selected, setSelected] = useState<string | null>(null)
  return (
    <MatchCard
      match={liveMatch}
      languageCode="EN"
      selectedLineId={selected}
      onSelect={(line, match) => {
        onChosen(line.line_id, match.match_id)
        setSelected((current) => (current === line.line_id ? null : line.line_id))
      }}
    />
  )
}

describe('MatchCard', () => {
  it('groups the bet lines by market and names each selection by its side and line', () => {
    renderWithI18n(<MatchCard match={upcomingMatch} languageCode="EN" onSelect={() => {}} />)
    const card = screen.getByRole('article', { name: 'Arsenal v Chelsea' })
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('Arsenal v Chelsea')
    expect(within(card).getByText('English Premier League')).toBeInTheDocument()

    const result = within(card).getByRole('group', { name: '1X2' })
    expect(
      within(result)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Home 2.10', 'Away 3.45', 'Draw 3.30'])
    const handicap = within(card).getByRole('group', { name: 'Handicap' })
    expect(within(handicap).getByRole('button', { name: 'Home -0.5 2.10' })).toBeEnabled()
    expect(within(handicap).getByRole('button', { name: 'Away +0.5 1.78' })).toBeEnabled()
    const totals = within(card).getByRole('group', { name: 'Over/under' })
    expect(within(totals).getByRole('button', { name: 'Over 2.5 1.90' })).toBeInTheDocument()
    expect(within(totals).getByRole('button', { name: 'Under 2.5 1.90' })).toBeInTheDocument()
  })

  it('shows the kick-off before the match and the live badge with the score during it', () => {
    const { unmount } = renderWithI18n(<MatchCard match={upcomingMatch} languageCode="EN" />)
    expect(document.querySelector('time')).toHaveAttribute('dateTime', upcomingMatch.starts_at)
    expect(screen.queryByText('Live')).not.toBeInTheDocument()
    unmount()

    renderWithI18n(<MatchCard match={liveMatch} languageCode="EN" />)
    expect(screen.getByText('Live')).toBeInTheDocument()
    expect(screen.getByText('Score 2 to 1')).toBeInTheDocument()
    expect(document.querySelector('time')).toBeNull()
  })

  it('writes the team names in the player language when the feed has them', () => {
    renderWithI18n(<MatchCard match={upcomingMatch} languageCode="CN" />)
    expect(screen.getByRole('heading')).toHaveTextContent('阿森纳 v 切尔西')
  })

  it('falls back to the plain names for a language the feed lacks', () => {
    renderWithI18n(<MatchCard match={upcomingMatch} languageCode="VI" />)
    expect(screen.getByRole('heading')).toHaveTextContent('Arsenal v Chelsea')
  })

  it('hands the chosen line to the caller and marks the selected one as pressed', async () => {
    const user = userEvent.setup()
    const chosen = vi.fn()
    renderWithI18n(<Slip onChosen={chosen} />)
    const over = screen.getByRole('button', { name: 'Over 2.5 1.90' })
    expect(over).toHaveAttribute('aria-pressed', 'false')
    await user.click(over)
    expect(chosen).toHaveBeenCalledWith('m1-OU-1', 'm1')
    expect(over).toHaveAttribute('aria-pressed', 'true')

    const draw = screen.getByRole('button', { name: 'Draw 3.30' })
    draw.focus()
    await user.keyboard('{Enter}')
    expect(draw).toHaveAttribute('aria-pressed', 'true')
    expect(over).toHaveAttribute('aria-pressed', 'false')
  })

  it('says betting has closed on a finished match', () => {
    renderWithI18n(<MatchCard match={finishedMatch} languageCode="EN" onSelect={() => {}} />)
    expect(screen.getByText('Full time')).toBeInTheDocument()
    expect(screen.getByText('Betting has closed on this match.')).toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })
})
