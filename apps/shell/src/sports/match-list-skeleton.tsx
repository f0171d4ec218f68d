import { MatchCardSkeleton } from '@parlor/ui-kit'
import type { ReactNode } from 'react'
import './match-list.css'

/** Skeleton cards: about what a phone shows above the fold, and more. */
const skeletonKeys = ['a', 'b', 'c', 'd'] as const

/**
 * The match list while its first page loads, the size the cards will take. The home page's
 * placeholder for the match list shows it too, so the two never differ.
 */
export function MatchListSkeleton({ children }: { readonly children?: ReactNode }) {
  return (
    <div className="sports-list" data-slot="sports-list" aria-busy="true">
      {children}
      {skeletonKeys.map((key) => (
        <MatchCardSkeleton key={key} />
      ))}
    </div>
  )
}
