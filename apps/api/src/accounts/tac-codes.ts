import { createHash, randomInt } from 'node:crypto'
import { statusCode, statusMessage, type TacDelivery } from '@parlor/contract'
import type { Queryable } from '../db/database.ts'
import { failure } from '../http/envelopes.ts'
import type { CodeDelivery } from './code-delivery.ts'

export type TacPurpose = 'register' | 'login' | 'reset'

/**
 * Codes live ten minutes, work once and die after five wrong tries. Wrong tries also count
 * against the account over every code it is sent (the `codeGuess` throttle), so asking for a
 * new code buys a guesser nothing.
 */
export const tacRules = { lifetimeMs: 10 * 60_000, maxAttempts: 5 } as const

const hash = (code: string) => createHash('sha256').update(code).digest('hex')

export function maskPhone(phone: string): string {
  return phone.length <= 4 ? '****' : `${'*'.repeat(phone.length - 4)}${phone.slice(-4)}`
}

/** The gateway did not take the message: the code was withdrawn and the player may ask again. */
export class CodeNotSentError extends Error {
  constructor(cause: unknown) {
    super('The one-time code could not be sent', { cause })
    this.name = 'CodeNotSentError'
  }
}

/**
 * Issues a new code (any older live code of the same purpose stops working), keeps only its
 * hash, and hands the code to the delivery. `resendAfter` is what the answer promises: the
 * seconds the code-sending throttle holds the next one back.
 */
export async function issueTac(
  db: Queryable,
  delivery: CodeDelivery,
  target: { domain_name: string; account_id: string; phone: string },
  purpose: TacPurpose,
  now: Date,
  resendAfter: number,
): Promise<TacDelivery> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const expires = new Date(now.getTime() + tacRules.lifetimeMs)
  await db.query(
    `update tac_codes set used_at = $4
      where domain_name = $1 and account_id = $2 and purpose = $3 and used_at is null`,
    [target.domain_name, target.account_id, purpose, now.toISOString()],
  )
  const [row] = await db.query<{ id: number }>(
    `insert into tac_codes (domain_name, account_id, purpose, code_hash, expires_at, created_at)
     values ($1, $2, $3, $4, $5, $6) returning id::int as id`,
    [
      target.domain_name,
      target.account_id,
      purpose,
      hash(code),
      expires.toISOString(),
      now.toISOString(),
    ],
  )
  const sentTo = maskPhone(target.phone)
  try {
    await delivery.send({
      domain_name: target.domain_name,
      account_id: target.account_id,
      purpose,
      code,
      phone: target.phone,
      sent_to: sentTo,
      expires_at: expires.toISOString(),
    })
  } catch (error) {
    await db.query('update tac_codes set used_at = $2 where id = $1', [
      row?.id ?? 0,
      now.toISOString(),
    ])
    throw new CodeNotSentError(error)
  }
  return { sent_to: sentTo, expires_at: expires.toISOString(), resend_after: resendAfter }
}

/** Spends a code: true once for the right code in time; a wrong try counts against it. */
export async function consumeTac(
  db: Queryable,
  target: { domain_name: string; account_id: string },
  purpose: TacPurpose,
  code: string,
  now: Date,
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

/** The answer to a code that did not work: expired, or wrong for any other reason. */
export function codeRefused(result: 'invalid' | 'expired') {
  return failure(
    statusCode.badRequest,
    result === 'expired' ? statusMessage.tacExpired : statusMessage.invalidTac,
    'tac',
  )
}
