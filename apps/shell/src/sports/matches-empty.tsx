import { useLingui } from '@lingui/react'
import { Button, ButtonLink, EmptyState } from '@parlor/ui-kit'

export interface MatchesEmptyProps {
  /** Whether a status or sport filter is narrowing the list. */
  readonly filtered: boolean
  /** Drops every filter. */
  readonly onShowAll: () => void
}

/** No match for the filters: widen them; none at all: the casino games are still there. */
export function MatchesEmpty({ filtered, onShowAll }: MatchesEmptyProps) {
  const { i18n } = useLingui()
  return (
    <EmptyState
      title={i18n._({ id: 'sports.emptyTitle', message: 'No matches right now' })}
      action={
        filtered ? (
          <Button onClick={onShowAll}>
            {i18n._({ id: 'sports.showAll', message: 'See all matches' })}
          </Button>
        ) : (
          <ButtonLink href="/">
            {i18n._({ id: 'sports.backToLobby', message: 'Back to the lobby' })}
          </ButtonLink>
        )
      }
    >
      <p>
        {filtered
          ? i18n._({
              id: 'sports.emptyFiltered',
              message:
                'No match fits this choice at the moment. See every match, or check back soon.',
            })
          : i18n._({
              id: 'sports.emptyAll',
              message:
                'The sportsbook has no matches listed. New fixtures appear here as they are scheduled.',
            })}
      </p>
    </EmptyState>
  )
}
