import {
  type CallName,
  calls,
  describeIssues,
  type ParsedRequestOf,
  type ResponseOf,
  statusCode,
  statusMessage,
} from '@parlor/contract'
import type { Context, Hono } from 'hono'
import * as v from 'valibot'
import { isDataException } from './data-exception.ts'
import { failure } from './envelopes.ts'
import { jsonText } from './prepared-json.ts'

export type CallHandler<TName extends CallName> = (
  input: ParsedRequestOf<TName>,
  context: { readonly idempotencyKey: string | null },
) => Promise<ResponseOf<TName>>

export type CallHandlers = { readonly [TName in CallName]?: CallHandler<TName> }

/** Bodies larger than this are refused before parsing. */
export const maxBodyBytes = 64 * 1024

/** Answers an envelope with the HTTP status that matches it, so proxies and logs read it too. */
function send(c: Context, body: { statusCode: number }) {
  const http =
    body.statusCode === statusCode.success ? 200 : Math.min(Math.max(-body.statusCode, 400), 599)
  return c.body(jsonText(body), http as 200, { 'content-type': 'application/json' })
}

/**
 * Mounts every call that has a handler: POST, JSON, validated by the contract before the handler
 * sees it. Bad input gets an envelope naming the field and never reaches the database; should a
 * value the database cannot take get past the contract all the same, the answer is still 400.
 */
export function mountCalls(app: Hono, handlers: CallHandlers): void {
  for (const [name, call] of Object.entries(calls) as [CallName, (typeof calls)[CallName]][]) {
    const handler = handlers[name] as CallHandler<CallName> | undefined
    if (!handler) continue
    app.post(call.path, async (c) => {
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
      if (Buffer.byteLength(text) > maxBodyBytes) {
        return send(
          c,
          failure(
            statusCode.payloadTooLarge,
            statusMessage.payloadTooLarge,
            `The body is larger than ${maxBodyBytes} bytes`,
          ),
        )
      }
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
      try {
        const answer = await handler(parsed.output as never, {
          idempotencyKey: c.req.header('idempotency-key') ?? null,
        })
        return send(c, answer)
      } catch (error) {
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
