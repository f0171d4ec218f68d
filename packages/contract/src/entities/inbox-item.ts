import * as v from 'valibot'
import { IsoDate, NonNegativeMoney, RecordId } from '../fields.ts'

/** A message to one player; some carry a reward the player claims into the balance. */
export const InboxItem = v.object({
  inbox_id: RecordId,
  title: v.string(),
  /** Operator rich text: sanitise before display. */
  body: v.string(),
  /** Minor units; 0 when the message carries no reward. */
  reward_amount: NonNegativeMoney,
  /** The reward may be claimed now: it has one, it is unclaimed and it has not expired. */
  claimable: v.boolean(),
  claimed: v.boolean(),
  read: v.boolean(),
  created_at: IsoDate,
  /** When an unclaimed reward lapses; null when it never does. */
  expires_at: v.nullable(IsoDate),
  claimed_at: v.nullable(IsoDate),
})
export type InboxItem = v.InferOutput<typeof InboxItem>
