import { useLingui } from '@lingui/react'
import type { BetLine, Match } from '@parlor/contract'
import { MatchCard, VisuallyHidden } from '@parlor/ui-kit'
import type { ReactNode } from 'react'
import { useLanguageCode } from '../i18n/use-language-code.ts'
import { MatchListSkeleton } from './match-list-skeleton.tsx'
import './match-list.css'

export interface MatchListProps {
  /** Undefined until the first answer. */
  readonly matches: readonly Match[] | undefined
  /** The previous answer is on screen while the next one loads. */
  readonly updating: boolean
  readonly selectedLineId: string | null
  readonly onSelect: (line: BetLine, match: Match) => void
  /** What an answer without matches shows. */
  readonly empty: ReactNode
}

/** The matches as cards, skeleton cards of the same size while they load. */
export function MatchList({ matches, updating, selectedLineId, onSelect, empty }: MatchListProps) {
  const { i18n } = useLingui()
  const languageCode = useLanguageCode()
  if (matches === undefined) {
    return (
      <MatchListSkeleton>
        <VisuallyHidden>
          <span role="status">{i18n._({ id: 'sports.loading', message: 'Loading matches…' })}</span>
        </VisuallyHidden>
      </MatchListSkeleton>
    )
  }
  if (matches.length === 0) return <>{empty}</>
  return (
    <ul
      className="sports-list"
      data-slot="sports-list"
      data-updating={updating}
      aria-busy={updating}
      aria-label={i18n._({ id: 'sports.listLabel', message: 'Matches' })}
    >
      {matches.map((match) => (
        <li key={match.match_id} className="sports-list__item" data-slot="sports-list-item">
          <MatchCard
            match={match}
            languageCode={languageCode}
            selectedLineId={selectedLineId}
            onSelect={onSelect}
          />
        </li>
      ))}
    </ul>
  )
}
