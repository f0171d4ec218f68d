import {
  type CallName,
  calls,
  describeIssues,
  type ParsedRequestOf,
  type RequestOf,
  type ResponseOf,
} from '@parlor/contract'
import { FetchError, ofetch } from 'ofetch'
import * as v from 'valibot'
import { type FailureCause, failureEnvelope } from './call-failure.ts'
import { failurePolicies } from './failure-policy.ts'

export interface ApiClientOptions {
  /** Where the platform server lives; '' means the page's own origin. */
  readonly baseURL: string
  /** Milliseconds before a call counts as failed; spec §8 treats it like a network failure. */
  readonly timeoutMs?: number
  /** Replaces the global fetch, for tests and server-side rendering. */
  readonly fetch?: typeof globalThis.fetch
}

export interface CallOptions {
  /** Sent as the `Idempotency-Key` header: a retried money call then changes nothing twice. */
  readonly idempotencyKey?: string
  readonly signal?: AbortSignal
}

/** One typed function per call of the contract. They never throw: failures are envelopes. */
export type ApiClient = {
  readonly [TName in CallName]: (
    body: RequestOf<TName>,
    options?: CallOptions,
  ) => Promise<ResponseOf<TName>>
}

export const defaultTimeoutMs = 15_000

export function createApiClient(options: ApiClientOptions): ApiClient {
  const request = ofetch.create(
    {
      baseURL: options.baseURL,
      timeout: options.timeoutMs ?? defaultTimeoutMs,
      retry: 0,
      ignoreResponseError: true,
      responseType: 'text',
    },
    // ofetch takes a replacement fetch among its global options, not its request defaults.
    options.fetch ? { fetch: options.fetch } : {},
  )

  const client = {} as Record<CallName, unknown>
  for (const name of Object.keys(calls) as CallName[]) {
    client[name] = (body: unknown, callOptions?: CallOptions) =>
      perform(request, name, body, callOptions)
  }
  return client as ApiClient
}

async function perform<TName extends CallName>(
  request: typeof ofetch,
  name: TName,
  body: unknown,
  options: CallOptions = {},
): Promise<ResponseOf<TName>> {
  const call = calls[name]
  const policy = failurePolicies[name]
  const fail = (cause: FailureCause) => failureEnvelope(policy, cause) as ResponseOf<TName>

  // Bad input never leaves the browser: the answer names the field, as the server's would.
  const parsedRequest = v.safeParse(call.request, body)
  if (!parsedRequest.success) {
    return fail({ kind: 'invalid-request', detail: describeIssues(parsedRequest.issues) })
  }

  let status: number
  let text: string
  try {
    const res = await request.raw<string, 'text'>(call.path, {
      method: 'POST',
      body: parsedRequest.output as ParsedRequestOf<TName>,
      headers: options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {},
      ...(options.signal ? { signal: options.signal } : {}),
    })
    status = res.status
    text = res._data ?? ''
  } catch (error) {
    return fail(transportCause(call.path, error))
  }

  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return fail(
      status >= 400
        ? { kind: 'http', status, detail: `${call.path}: HTTP ${status}` }
        : { kind: 'invalid-json', detail: `${call.path}: the answer is not JSON` },
    )
  }

  const parsed = v.safeParse(call.response, json)
  if (parsed.success) return parsed.output as ResponseOf<TName>
  if (status >= 400) return fail({ kind: 'http', status, detail: `${call.path}: HTTP ${status}` })
  return fail({
    kind: 'schema',
    detail: `${call.path}: unexpected answer (${describeIssues(parsed.issues)})`,
  })
}

function transportCause(path: string, error: unknown): FailureCause {
  const cause = error instanceof FetchError ? error.cause : error
  const name = cause instanceof Error ? cause.name : ''
  if (name === 'TimeoutError') return { kind: 'timeout', detail: `${path}: timed out` }
  const message = cause instanceof Error ? cause.message : String(cause)
  return { kind: 'network', detail: `${path}: ${message}` }
}
