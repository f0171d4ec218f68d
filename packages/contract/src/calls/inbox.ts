import * as v from 'valibot'
import { defineCall } from '../define-call.ts'
import { InboxItem } from '../entities/inbox-item.ts'
import { response } from '../envelope.ts'
import { accountEntries, Count, languageEntries, NonNegativeMoney, RecordId } from '../fields.ts'

/** The player's messages, newest first. */
export const getInbox = defineCall({
  path: '/api/settings/get_inbox',
  request: v.object({ ...accountEntries, ...languageEntries }),
  response: response({ items: v.array(InboxItem), unread_count: Count }),
  account: true,
  localized: true,
})

export const readInbox = defineCall({
  path: '/api/settings/read_inbox',
  request: v.object({ ...accountEntries, inbox_id: RecordId }),
  response: response({ unread_count: Count }),
  account: true,
})

/** Credits the item's reward once; a retry with the same idempotency key credits nothing more. */
export const claimInbox = defineCall({
  path: '/api/settings/claim_inbox',
  request: v.object({ ...accountEntries, inbox_id: RecordId }),
  response: response({
    claimed_amount: NonNegativeMoney,
    /** The balance after the credit, minor units. */
    game_balance: NonNegativeMoney,
  }),
  account: true,
  idempotent: true,
})
