import type { InboxItem as InboxItemData } from '@parlor/contract'
import type { ReactNode } from 'react'
import { InboxItem } from '../inbox-item/inbox-item.tsx'
import './inbox-list.css'

export interface InboxListProps {
  /** Newest first, as the inbox call answers them. */
  readonly items: readonly InboxItemData[]
  /** The list's accessible name ("Messages"). */
  readonly label: string
  /** The open message, or null. */
  readonly openId: number | null
  readonly onToggle: (item: InboxItemData) => void
  /** A message's body as the page renders it (sanitised: RichText). */
  readonly renderBody: (item: InboxItemData) => ReactNode
  readonly money: { readonly currency: string; readonly decimals: number; readonly locale: string }
  readonly onClaim?: (item: InboxItemData) => void
  /** The message whose claim is under way: its button is busy. */
  readonly claimingId?: number | null
  readonly headingLevel?: 2 | 3
}

/** The player's messages, one InboxItem each. */
export function InboxList({
  items,
  label,
  openId,
  onToggle,
  renderBody,
  money,
  onClaim,
  claimingId = null,
  headingLevel,
}: InboxListProps) {
  return (
    <ul className="pk-inbox-list" data-slot="inbox-list" aria-label={label}>
      {items.map((item) => (
        <InboxItem
          key={item.inbox_id}
          item={item}
          open={item.inbox_id === openId}
          onToggle={() => onToggle(item)}
          body={item.inbox_id === openId ? renderBody(item) : null}
          money={money}
          {...(onClaim ? { onClaim: () => onClaim(item) } : {})}
          claiming={item.inbox_id === claimingId}
          {...(headingLevel ? { headingLevel } : {})}
        />
      ))}
    </ul>
  )
}
