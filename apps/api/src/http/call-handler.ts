import {
  type CallName,
  calls,
  describeIssues,
  type ParsedRequestOf,
  type ResponseOf,
  statusCode,
  statusMessage,
} from '@parlor/contract'
import type { Context, Hono, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import * as v from 'valibot'
import { ServerBusyError } from '../accounts/scrypt-pool.ts'
import { authenticate, type SessionAccount, type SessionRules } from '../accounts/session-tokens.ts'
import { sessionCookie } from '../accounts/sign-in-answer.ts'
import { CodeNotSentError } from '../accounts/tac-codes.ts'
import type { Queryable } from '../db/database.ts'
import { type CallContext, type CallContextOptions, callContext } from './call-context.ts'
import { isDataException } from './data-exception.ts'
import { failure } from './envelopes.ts'
import { jsonText } from './prepared-json.ts'

/** What an account call's handler knows besides the request: the signed-in account. */
export interface AccountCallContext extends CallContext {
  readonly account: SessionAccount
}

export type CallHandler<TName extends CallName> = (
  input: ParsedRequestOf<TName>,
  context: CallContext & { readonly account?: SessionAccount },
) => Promise<ResponseOf<TName>>

export type CallHandlers = { readonly [TName in CallName]?: CallHandler<TName> }

/** Bodies larger than this are refused before parsing. */
export const maxBodyBytes = 64 * 1024

export interface MountOptions extends CallContextOptions {
  readonly db: Queryable
  readonly sessions: SessionRules
}

/** Answers an envelope with the HTTP status that matches it, so proxies and logs read it too. */
function send(c: Context, body: { statusCode: number; statusDetail?: string }) {
  const http =
    body.statusCode === statusCode.success ? 200 : Math.min(Math.max(-body.statusCode, 400), 599)
  // A held-back attempt names its wait in seconds (see tooManyAttempts); clients and proxies
  // read it from the standard header too.
  if (body.statusCode === statusCode.tooManyRequests && /^\d+$/.test(body.statusDetail ?? '')) {
    c.header('Retry-After', body.statusDetail)
  }
  return c.body(jsonText(body), http as 200, { 'content-type': 'application/json' })
}

const tooLarge = failure(
  statusCode.payloadTooLarge,
  statusMessage.payloadTooLarge,
  `The body is larger than ${maxBodyBytes} bytes`,
)

/** Failures a handler may throw that are the server's state, not a bug: each has its answer. */
function expectedFailure(error: unknown) {
  if (error instanceof ServerBusyError) {
    return failure(statusCode.tooManyRequests, statusMessage.serverBusy, '1')
  }
  if (error instanceof CodeNotSentError) {
    console.error(error.cause)
    return failure(statusCode.internalServerError, statusMessage.codeNotSent)
  }
  return undefined
}

/**
 * Mounts every call that has a handler: POST, JSON, validated by the contract before the handler
 * sees it. Bad input gets an envelope naming the field and never reaches the database; should a
 * value the database cannot take get past the contract all the same, the answer is still 400.
 * Every call the contract marks `account` runs only for the account its token belongs to: a
 * token of another account, an expired or revoked one, one without its session cookie, or a
 * blocked or closed account ends the session before the handler is called.
 */
export function mountCalls(app: Hono, handlers: CallHandlers, options: MountOptions): void {
  const refuse = (c: Context) => {
    // HTTP/2 has no connection headers (one is a protocol error): the refused stream ends alone.
    const incoming = (c.env as { incoming?: { httpVersionMajor?: number } } | undefined)?.incoming
    if ((incoming?.httpVersionMajor ?? 1) < 2) c.header('Connection', 'close')
    return send(c, tooLarge)
  }
  // A chunked upload is counted while it streams in and cut off at the limit instead of being
  // read whole first, and the connection is closed behind it.
  const streamingLimit = bodyLimit({ maxSize: maxBodyBytes, onError: refuse })
  // A body with a Content-Length is checked from the header alone (Node's parser delivers no
  // more than it declares): touching the body as a stream here would cost @hono/node-server its
  // direct read, a third of a small call's time.
  const limit: MiddlewareHandler = (c, next) => {
    const length = c.req.header('content-length')
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) {
      return streamingLimit(c, next)
    }
    return Number(length) > maxBodyBytes ? Promise.resolve(refuse(c)) : next()
  }
  for (const [name, call] of Object.entries(calls) as [CallName, (typeof calls)[CallName]][]) {
    const handler = handlers[name] as CallHandler<CallName> | undefined
    if (!handler) continue
    app.post(call.path, limit, async (c) => {
      const type = c.req.header('content-type') ?? ''
      if (!type.toLowerCase().startsWith('application/json')) {
        return send(
          c,
          failure(
            statusCode.unsupportedMediaType,
            statusMessage.unsupportedMediaType,
            'Send the body as application/json',
          ),
        )
      }
      const text = await c.req.text()
      let json: unknown
      try {
        json = JSON.parse(text)
      } catch {
        return send(
          c,
          failure(
            statusCode.badRequest,
            statusMessage.invalidRequest,
            'The body is not valid JSON',
          ),
        )
      }
      const parsed = v.safeParse(call.request, json)
      if (!parsed.success) {
        const detail = describeIssues(parsed.issues)
        return send(c, failure(statusCode.badRequest, statusMessage.invalidRequest, detail))
      }
      const context = callContext(c, options)
      let account: SessionAccount | undefined
      if (call.account) {
        const { account_id, auth } = parsed.output as { account_id: string; auth: string }
        const session = await authenticate(options.db, {
          accountId: account_id,
          token: auth,
          binding: context.cookies.get(sessionCookie),
          now: context.now,
          rules: options.sessions,
        })
        if ('message' in session) {
          return send(c, failure(statusCode.unauthorized, session.message))
        }
        account = session.account
      }
      try {
        return send(c, await handler(parsed.output as never, { ...context, account }))
      } catch (error) {
        const answer = expectedFailure(error)
        if (answer) return send(c, answer)
        // The contract is the first defence: a value it let through and the database cannot
        // take (a new field without the text rule, say) is still bad input, not a server fault.
        // Logged, since it means a rule is missing; the database's words stay in the log.
        if (!isDataException(error)) throw error
        console.warn(`${call.path}: the database refused a value (SQLSTATE ${error.code})`, error)
        return send(
          c,
          failure(
            statusCode.badRequest,
            statusMessage.invalidRequest,
            'The request holds a value the platform cannot store',
          ),
        )
      }
    })
  }
}
