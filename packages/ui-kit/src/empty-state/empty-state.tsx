import type { ReactNode } from 'react'
import './empty-state.css'

export interface EmptyStateProps {
  /** What is missing, said plainly ("No transactions yet"). */
  readonly title: string
  /** Why, or what would fill it. */
  readonly children?: ReactNode
  /** The one thing to do next (a ButtonLink to the deposit page…). */
  readonly action?: ReactNode
}

/**
 * What a list shows when it has nothing. The title is text, not a heading: an empty list sits
 * under the page's or panel's own heading, and a second heading would only clutter the outline.
 */
export function EmptyState({ title, children, action }: EmptyStateProps) {
  return (
    <div className="pk-empty-state" data-slot="empty-state">
      <p className="pk-empty-state__title" data-slot="empty-state-title">
        {title}
      </p>
      {children ? (
        <div className="pk-empty-state__body" data-slot="empty-state-body">
          {children}
        </div>
      ) : null}
      {action ? (
        <div className="pk-empty-state__action" data-slot="empty-state-action">
          {action}
        </div>
      ) : null}
    </div>
  )
}
