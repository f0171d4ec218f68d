import { GameGrid } from '@parlor/ui-kit'
import { liveTablesShown } from '../../lobby/live-tables-shown.ts'
import { MatchListSkeleton } from '../../sports/match-list-skeleton.tsx'
import type { LeadSection } from './home-lead-sections.ts'

/**
 * A lead section whose code is still on its way, in the section's own boxes: the heading line,
 * the "see all" button's box and the list's loading state, so nothing below moves when the
 * section takes its place. Inert: nothing in it can be reached or read.
 */
export function LeadSectionPlaceholder({ section }: { readonly section: LeadSection }) {
  return (
    <section className="home-page__section" data-slot="home-page-section" inert aria-hidden="true">
      <div className="home-page__section-head" data-slot="home-page-section-head">
        <h2 className="home-page__heading" data-slot="home-page-heading">
          {'\u00a0'}
        </h2>
        <span className="pk-button pk-button--quiet" data-slot="button" data-variant="quiet">
          {'\u00a0'}
        </span>
      </div>
      {section === 'live-tables' ? (
        <GameGrid label="" placeholders={liveTablesShown}>
          {null}
        </GameGrid>
      ) : (
        <MatchListSkeleton />
      )}
    </section>
  )
}
