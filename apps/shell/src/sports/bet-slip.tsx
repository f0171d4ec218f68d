import type { BetLine, Match } from '@parlor/contract'
import { BetSlipBar } from '@parlor/ui-kit'
import './bet-slip.css'
import { useLanguageCode } from '../i18n/use-language-code.ts'
import { usePlayGame } from '../lobby/use-play-game.ts'
import type { useSportsbookGame } from './use-sportsbook-game.ts'

export interface BetSelection {
  readonly match: Match
  readonly line: BetLine
}

/**
 * The platform has no bet-placement call (docs/api.md lists the calls): bets are placed in the
 * site's sportsbook provider. So the slip only carries the player's choice to the sportsbook
 * game, launched like any game (a guest is sent to sign in first); a site without a sportsbook
 * says so instead of offering the button.
 */
export function BetSlip({
  selection,
  sportsbook,
  onClear,
}: {
  readonly selection: BetSelection
  /** Looked up by the page on arrival, so the slip is ready when the first odds are chosen. */
  readonly sportsbook: ReturnType<typeof useSportsbookGame>
  readonly onClear: () => void
}) {
  const languageCode = useLanguageCode()
  const play = usePlayGame()
  return (
    <BetSlipBar
      match={selection.match}
      line={selection.line}
      languageCode={languageCode}
      sportsbook={sportsbook.availability}
      onPlace={(event) => {
        if (sportsbook.game) play(sportsbook.game, event)
        else sportsbook.retry()
      }}
      onClear={onClear}
      className="sports-slip"
    />
  )
}
