import type { ReactNode } from 'react'
import './description-list.css'

export interface DescriptionListItem {
  readonly term: string
  readonly description: ReactNode
}

export interface DescriptionListProps {
  readonly items: readonly DescriptionListItem[]
}

/** Label–value pairs (a transaction's details, a profile) as a `<dl>` readers announce as such. */
export function DescriptionList({ items }: DescriptionListProps) {
  return (
    <dl className="pk-description-list" data-slot="description-list">
      {items.map((item, index) => (
        // A div around each pair is valid in a dl and keeps the pair on one grid row.
        // biome-ignore lint/suspicious/noArrayIndexKey: terms may repeat; the order is the identity
        <div key={index} className="pk-description-list__row">
          <dt className="pk-description-list__term">{item.term}</dt>
          <dd className="pk-description-list__description">{item.description}</dd>
        </div>
      ))}
    </dl>
  )
}
