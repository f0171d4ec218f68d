import { Skeleton } from '@parlor/ui-kit'

/** Headings and paragraphs of an information page, roughly at their size, while it loads. */
export function InfoSkeleton() {
  return (
    <div className="info-page__skeleton" aria-busy="true">
      <Skeleton className="info-page__skeleton-heading" />
      <Skeleton className="info-page__skeleton-text" />
      <Skeleton className="info-page__skeleton-text" />
      <Skeleton className="info-page__skeleton-heading" />
      <Skeleton className="info-page__skeleton-text" />
    </div>
  )
}
