import type { Hono } from 'hono'
import type { Database } from '../db/database.ts'

/**
 * Where one-time codes arrive outside production, so sign-up and password resets
 * can be completed on a laptop and in tests. Never mounted in production mode.
 */
export function mountDevOutbox(app: Hono, db: Database): void {
  app.get('/dev/outbox', async (c) => {
    const accountId = (c.req.query('account_id') ?? '').trim().toLowerCase()
    const domain = (c.req.query('domain_name') ?? '').trim().toLowerCase()
    const messages = await db.query(
      `select domain_name, account_id, purpose, code, sent_to, created_at from outbox
        where ($1 = '' or account_id = $1) and ($2 = '' or domain_name = $2)
        order by id desc limit 50`,
      [accountId, domain],
    )
    return c.json({ messages })
  })
}
