import { Skeleton } from '@parlor/ui-kit'

/** The wheel's square and the side column, at their final sizes, while spin info loads. */
export function LuckyWheelSkeleton() {
  return (
    <div className="lucky-wheel" aria-busy="true">
      <Skeleton className="lucky-wheel__skeleton-dial" />
      <div className="lucky-wheel__side">
        <Skeleton className="lucky-wheel__skeleton-line" />
        <Skeleton className="lucky-wheel__skeleton-line" />
        <Skeleton className="lucky-wheel__skeleton-button" />
        <Skeleton className="lucky-wheel__skeleton-list" />
      </div>
    </div>
  )
}
