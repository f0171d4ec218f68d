import { type InboxItem, statusCode, statusMessage } from '@parlor/contract'
import { accountCall } from '../accounts/account-call.ts'
import { asLanguageCode } from '../content/site-language.ts'
import { answerLanguage, translated } from '../content/translations.ts'
import type { Database, Queryable } from '../db/database.ts'
import type { CallHandlers } from '../http/call-handler.ts'
import { failure, ok } from '../http/envelopes.ts'
import { postEntry } from '../wallet/ledger.ts'
import { moneyCall } from '../wallet/money-call.ts'

interface InboxRow {
  id: number
  title: string
  body: string
  reward_amount: number
  read_at: Date | string | null
  claimed_at: Date | string | null
  expires_at: Date | string | null
  created_at: Date | string
  texts: unknown
}

const columns = `id::int as id, title, body, reward_amount::float8 as reward_amount, read_at,
  claimed_at, expires_at, created_at, texts`

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

function toInboxItem(row: InboxRow, now: number): InboxItem {
  const expired = row.expires_at !== null && new Date(row.expires_at).getTime() <= now
  return {
    inbox_id: row.id,
    title: row.title,
    body: row.body,
    reward_amount: row.reward_amount,
    claimable: row.reward_amount > 0 && row.claimed_at === null && !expired,
    claimed: row.claimed_at !== null,
    read: row.read_at !== null,
    created_at: new Date(row.created_at).toISOString(),
    expires_at: iso(row.expires_at),
    claimed_at: iso(row.claimed_at),
  }
}

async function unreadCount(db: Queryable, account: number): Promise<number> {
  const [row] = await db.query<{ unread: number }>(
    'select count(*)::int as unread from inbox_items where account = $1 and read_at is null',
    [account],
  )
  return row?.unread ?? 0
}

export function inboxCalls(db: Database): CallHandlers {
  return {
    getInbox: accountCall(async (input, account) => {
      const rows = await db.query<InboxRow>(
        `select ${columns} from inbox_items where account = $1 order by id desc`,
        [account.id],
      )
      const [site] = await db.query<{ language: string }>(
        'select language from sites where domain_name = $1',
        [account.domain_name],
      )
      const language = answerLanguage(input.language, asLanguageCode(site?.language ?? 'EN'))
      const now = Date.now()
      return {
        ...ok,
        items: rows.map((row) => ({
          ...toInboxItem(row, now),
          ...translated({ title: row.title, body: row.body }, row.texts, language),
        })),
        unread_count: await unreadCount(db, account.id),
      }
    }),

    readInbox: accountCall(async (input, account) => {
      const rows = await db.query(
        `update inbox_items set read_at = coalesce(read_at, now())
          where id = $1 and account = $2 returning id`,
        [input.inbox_id, account.id],
      )
      if (!rows.length) return failure(statusCode.notFound, statusMessage.notFound, 'inbox_id')
      return { ...ok, unread_count: await unreadCount(db, account.id) }
    }),

    // The update's own condition (not yet claimed) makes the claim happen once even without
    // the account lock; the lock keeps the ledger entry's balance_after right.
    claimInbox: moneyCall(db, 'claimInbox', async (tx, input, account) => {
      const [row] = await tx.query<InboxRow>(
        `select ${columns} from inbox_items where id = $1 and account = $2`,
        [input.inbox_id, account.id],
      )
      if (!row) return failure(statusCode.notFound, statusMessage.notFound, 'inbox_id')
      if (row.claimed_at !== null) {
        return failure(statusCode.conflict, statusMessage.alreadyClaimed, 'inbox_id')
      }
      if (!toInboxItem(row, Date.now()).claimable) {
        return failure(statusCode.badRequest, statusMessage.notClaimable, 'inbox_id')
      }
      const claimed = await tx.query(
        `update inbox_items set claimed_at = now(), read_at = coalesce(read_at, now())
          where id = $1 and claimed_at is null returning id`,
        [row.id],
      )
      if (!claimed.length) {
        return failure(statusCode.conflict, statusMessage.alreadyClaimed, 'inbox_id')
      }
      const balance = await postEntry(tx, account.id, {
        amount: row.reward_amount,
        kind: 'inbox_reward',
        reference: `inbox-${row.id}`,
        description: row.title,
      })
      return { ...ok, claimed_amount: row.reward_amount, game_balance: balance ?? 0 }
    }),
  }
}
