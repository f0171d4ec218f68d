import { Skeleton } from '@parlor/ui-kit'

/** The tab row and three cards, at their final sizes, while the promotions load. */
export function PromotionsSkeleton() {
  return (
    <div aria-busy="true">
      <Skeleton className="promotions__skeleton-tabs" />
      <div className="promotions__grid">
        <Skeleton className="promotions__skeleton-card" />
        <Skeleton className="promotions__skeleton-card" />
        <Skeleton className="promotions__skeleton-card" />
      </div>
    </div>
  )
}
