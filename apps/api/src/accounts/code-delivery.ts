import type { Queryable } from '../db/database.ts'
import type { TacPurpose } from './tac-codes.ts'

/** A one-time code on its way to a player's phone. */
export interface CodeMessage {
  readonly domain_name: string
  readonly account_id: string
  readonly purpose: TacPurpose
  readonly code: string
  /** The whole number, as the account holds it. */
  readonly phone: string
  /** The number starred out, as answers show it. */
  readonly sent_to: string
  readonly expires_at: string
}

/**
 * Where codes go. The server keeps only a code's hash; the code itself exists in the message
 * handed here and nowhere else. A deployment plugs its SMS gateway in as one of these.
 */
export interface CodeDelivery {
  readonly name: string
  /** Resolves once the gateway took the message; rejects when it could not. */
  send(message: CodeMessage): Promise<void>
}

/**
 * Development and demos: codes are kept in the `outbox` table and shown at `/dev/outbox`, so
 * sign-up and password resets can be finished on a laptop and in tests. Never in production.
 */
export function outboxDelivery(db: Queryable): CodeDelivery {
  return {
    name: 'outbox',
    async send(message) {
      await db.query(
        'insert into outbox (domain_name, account_id, purpose, code, sent_to) values ($1, $2, $3, $4, $5)',
        [message.domain_name, message.account_id, message.purpose, message.code, message.sent_to],
      )
    },
  }
}

/** Development without a database to look in: each code is written to the server's log. */
export function loggingDelivery(log: (line: string) => void = console.info): CodeDelivery {
  return {
    name: 'log',
    async send(message) {
      log(
        `One-time code ${message.code} for ${message.account_id} on ${message.domain_name} (${message.purpose}, to ${message.sent_to})`,
      )
    },
  }
}

/**
 * Production: each message is POSTed as JSON to an SMS gateway's endpoint (or a small relay in
 * front of one), with a bearer token. The body names the full number and the text to send; the
 * gateway answers 2xx once it has taken the message.
 */
export function webhookDelivery(options: {
  readonly url: string
  readonly token: string
  readonly text?: (message: CodeMessage) => string
  readonly timeoutMs?: number
}): CodeDelivery {
  const text =
    options.text ??
    ((message: CodeMessage) =>
      `${message.code} is your ${message.domain_name} code. It expires in 10 minutes. Never share it.`)
  return {
    name: 'webhook',
    async send(message) {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${options.token}`,
        },
        body: JSON.stringify({
          to: message.phone,
          text: text(message),
          purpose: message.purpose,
          site: message.domain_name,
          account_id: message.account_id,
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      })
      if (!response.ok) {
        throw new Error(`The SMS gateway answered ${response.status} ${response.statusText}`)
      }
    },
  }
}
