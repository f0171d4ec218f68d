import type { Hono } from 'hono'
import * as v from 'valibot'
import type { Database } from '../db/database.ts'

const AccountDecision = v.object({ status: v.picklist(['active', 'BLOCK', 'CLOSE']) })

/**
 * The back office's account decisions (block, close, reopen), for development and tests only, as
 * the withdrawal decisions are: a blocked or closed account then gets BLOCK or CLOSE from every
 * account call, which the site turns into the session-ended warning.
 */
export function mountAccountDecisions(app: Hono, db: Database): void {
  app.post('/dev/accounts/:domain/:account/status', async (c) => {
    const decision = v.safeParse(AccountDecision, await c.req.json().catch(() => null))
    if (!decision.success) {
      return c.json({ error: 'Send {"status": "active" | "BLOCK" | "CLOSE"}' }, 400)
    }
    const rows = await db.query<{ id: number }>(
      `update accounts set status = $3
        where domain_name = lower($1) and account_id = lower($2) and status <> 'pending'
        returning id`,
      [c.req.param('domain'), c.req.param('account'), decision.output.status],
    )
    if (rows.length === 0) return c.json({ error: 'No such confirmed account' }, 404)
    return c.json({ ok: true })
  })
}
