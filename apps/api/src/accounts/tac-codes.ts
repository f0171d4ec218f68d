import { createHash, randomInt } from 'node:crypto'
import type { TacDelivery } from '@parlor/contract'
import type { Queryable } from '../db/database.ts'

export type TacPurpose = 'register' | 'login' | 'reset'

/** Codes live ten minutes, work once and die after five wrong tries. */
export const tacRules = { lifetimeMs: 10 * 60_000, maxAttempts: 5, resendAfterSeconds: 60 } as const

const hash = (code: string) => createHash('sha256').update(code).digest('hex')

export function maskPhone(phone: string): string {
  return phone.length <= 4 ? '****' : `${'*'.repeat(phone.length - 4)}${phone.slice(-4)}`
}

/**
 * Issues a new code (any older live code of the same purpose stops working) and delivers it: to
 * the development outbox here; a real deployment plugs an SMS gateway in at this point.
 */
export async function issueTac(
  db: Queryable,
  target: { domain_name: string; account_id: string; phone: string },
  purpose: TacPurpose,
  now = new Date(),
): Promise<TacDelivery> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const expires = new Date(now.getTime() + tacRules.lifetimeMs)
  await db.query(
    `update tac_codes set used_at = $4
      where domain_name = $1 and account_id = $2 and purpose = $3 and used_at is null`,
    [target.domain_name, target.account_id, purpose, now.toISOString()],
  )
  await db.query(
    `insert into tac_codes (domain_name, account_id, purpose, code_hash, expires_at)
     values ($1, $2, $3, $4, $5)`,
    [target.domain_name, target.account_id, purpose, hash(code), expires.toISOString()],
  )
  const sentTo = maskPhone(target.phone)
  await db.query(
    'insert into outbox (domain_name, account_id, purpose, code, sent_to) values ($1, $2, $3, $4, $5)',
    [target.domain_name, target.account_id, purpose, code, sentTo],
  )
  return {
    sent_to: sentTo,
    expires_at: expires.toISOString(),
    resend_after: tacRules.resendAfterSeconds,
  }
}

/** Spends a code: true once for the right code in time; a wrong try counts against it. */
export async function consumeTac(
  db: Queryable,
  target: { domain_name: string; account_id: string },
  purpose: TacPurpose,
  code: string,
  now = new Date(),
): Promise<'ok' | 'invalid' | 'expired'> {
  const [live] = await db.query<{
    id: number
    code_hash: string
    expires_at: Date | string
    attempts: number
  }>(
    `select id::int as id, code_hash, expires_at, attempts from tac_codes
      where domain_name = $1 and account_id = $2 and purpose = $3 and used_at is null
      order by id desc limit 1 for update`,
    [target.domain_name, target.account_id, purpose],
  )
  if (!live || live.attempts >= tacRules.maxAttempts) return 'invalid'
  if (new Date(live.expires_at).getTime() <= now.getTime()) return 'expired'
  if (live.code_hash !== hash(code)) {
    await db.query('update tac_codes set attempts = attempts + 1 where id = $1', [live.id])
    return 'invalid'
  }
  await db.query('update tac_codes set used_at = $2 where id = $1', [live.id, now.toISOString()])
  return 'ok'
}
