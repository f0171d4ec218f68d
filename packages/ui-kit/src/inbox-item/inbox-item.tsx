import { useLingui } from '@lingui/react'
import type { InboxItem as InboxItemData } from '@parlor/contract'
import { type ReactNode, useId } from 'react'
import { Button } from '../button/button.tsx'
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx'
import { RewardBadge } from './reward-badge.tsx'
import './inbox-item.css'

export interface InboxItemProps {
  readonly item: InboxItemData
  readonly open: boolean
  /** Opening or closing the message; the caller marks it read. */
  readonly onToggle: () => void
  /** The message's body, rendered only while open (the caller sanitises it: RichText). */
  readonly body: ReactNode
  readonly money: { readonly currency: string; readonly decimals: number; readonly locale: string }
  /** Claims the reward; the Claim button shows only while the item is claimable. */
  readonly onClaim?: () => void
  readonly claiming?: boolean
  /** The title's heading level: 2 directly under the page's h1. */
  readonly headingLevel?: 2 | 3
}

/**
 * One message of the player's inbox as a disclosure: the title row opens the body. Unread
 * messages are marked in words as well as weight; a reward shows its amount and state, and a
 * claimable one has its Claim button on the row, so claiming needs no opening.
 */
export function InboxItem({
  item,
  open,
  onToggle,
  body,
  money,
  onClaim,
  claiming = false,
  headingLevel = 2,
}: InboxItemProps) {
  const { i18n } = useLingui()
  const panelId = useId()
  const Heading = headingLevel === 3 ? 'h3' : 'h2'
  const date = (iso: string) =>
    i18n.date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <li
      className="pk-inbox-item"
      data-slot="inbox-item"
      data-inbox-id={item.inbox_id}
      data-unread={item.read ? undefined : true}
      data-open={open || undefined}
    >
      <div className="pk-inbox-item__row">
        <Heading className="pk-inbox-item__heading">
          <button
            type="button"
            className="pk-inbox-item__toggle"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={onToggle}
          >
            {item.read ? null : <span className="pk-inbox-item__dot" aria-hidden="true" />}
            <span className="pk-inbox-item__title">
              {item.read ? null : (
                <VisuallyHidden>
                  {i18n._({ id: 'inbox.unread', message: 'Unread:' })}
                </VisuallyHidden>
              )}{' '}
              {item.title}
            </span>
            <VisuallyHidden>, </VisuallyHidden>
            <time className="pk-inbox-item__date" dateTime={item.created_at}>
              {date(item.created_at)}
            </time>
          </button>
        </Heading>
        {item.reward_amount > 0 ? (
          <div className="pk-inbox-item__reward">
            <RewardBadge item={item} money={money} />
            {item.claimable && onClaim ? (
              <Button
                onClick={onClaim}
                disabled={claiming}
                aria-busy={claiming || undefined}
                aria-label={i18n._({
                  id: 'inbox.claimItem',
                  message: 'Claim: {title}',
                  values: { title: item.title },
                })}
              >
                {i18n._({ id: 'inbox.claim', message: 'Claim' })}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      {item.claimable && item.expires_at ? (
        <p className="pk-inbox-item__meta">
          {i18n._({
            id: 'inbox.claimBy',
            message: 'Claim by {date}',
            values: { date: date(item.expires_at) },
          })}
        </p>
      ) : null}
      <div id={panelId} className="pk-inbox-item__body" hidden={!open}>
        {open ? body : null}
        {open && item.claimed_at ? (
          <p className="pk-inbox-item__meta">
            {i18n._({
              id: 'inbox.claimedOn',
              message: 'Claimed on {date}',
              values: { date: date(item.claimed_at) },
            })}
          </p>
        ) : null}
      </div>
    </li>
  )
}
