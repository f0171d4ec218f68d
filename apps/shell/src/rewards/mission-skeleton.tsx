import { Skeleton } from '@parlor/ui-kit'

/** Two mission cards' worth of placeholder, at a card's height, while the list loads. */
export function MissionSkeleton() {
  return (
    <div className="missions__list">
      <Skeleton className="missions__skeleton" />
      <Skeleton className="missions__skeleton" />
    </div>
  )
}
