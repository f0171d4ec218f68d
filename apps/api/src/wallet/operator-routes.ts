import { WithdrawalStatus } from '@parlor/contract'
import type { Hono } from 'hono'
import * as v from 'valibot'
import type { Database } from '../db/database.ts'
import { moveWithdrawal } from './withdrawals.ts'

const OperatorDecision = v.object({
  status: WithdrawalStatus,
  reason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)), ''),
})

/**
 * The back office's withdrawal decisions (review, approve, pay, reject with a reason), for
 * development and tests only: a real operator runs its own back office against the same rules.
 */
export function mountWithdrawalDecisions(app: Hono, db: Database): void {
  app.post('/dev/withdrawals/:id/status', async (c) => {
    const id = Number(c.req.param('id'))
    const decision = v.safeParse(OperatorDecision, await c.req.json().catch(() => null))
    if (!Number.isSafeInteger(id) || id < 1 || !decision.success) {
      return c.json({ error: 'Send {"status": "<next status>", "reason"?: "..."}' }, 400)
    }
    const { status, reason } = decision.output
    if (status === 'rejected' && reason === '') {
      return c.json({ error: 'A rejection needs a reason the player can read' }, 400)
    }
    const outcome = await db.transaction((tx) => moveWithdrawal(tx, id, status, reason))
    if (outcome === 'not-found') return c.json({ error: `No withdrawal ${id}` }, 404)
    if (outcome === 'not-allowed') return c.json({ error: `Cannot move to ${status} now` }, 409)
    return c.json({ ok: true })
  })
}
