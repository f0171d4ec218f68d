import {
  type AccountSession,
  type CallName,
  type Calls,
  describeIssues,
  type LanguageCode,
  type ParamsOf,
  type ParsedRequestOf,
  type ResponseOf,
} from '@parlor/contract'
import { FetchError, ofetch } from 'ofetch'
import * as v from 'valibot'
import { type FailureCause, failureEnvelope } from './call-failure.ts'
import { failurePolicies } from './failure-policy.ts'

/**
 * The call definitions a client validates with: each one at hand, or loaded on its first use. A
 * site passes the calls its first page makes as they are and the rest as loaders, so the schemas
 * of pages nobody opened are never downloaded. `calls` from the contract is a complete table.
 */
export type CallTable = {
  readonly [TName in CallName]: Calls[TName] | (() => Promise<Calls[TName]>)
}

export interface ApiClientOptions {
  /** Every call's definition, or how to load it. */
  readonly calls: CallTable
  /** Where the platform server lives; '' means the page's own origin. */
  readonly baseURL: string
  /** Milliseconds before a call counts as failed; it is treated like a network failure. */
  readonly timeoutMs?: number
  /** Replaces the global fetch, for tests and server-side rendering. */
  readonly fetch?: typeof globalThis.fetch
  /**
   * The signed-in player's session, or null for a guest. It is read as each call is made and put
   * into the body of every call the contract marks `account`, so callers never pass
   * it. An account call without a session (or made by a client without this option) sends
   * nothing and answers -401 sessionExpired, as the server would.
   */
  readonly session?: () => AccountSession | null
  /**
   * The language on the player's screen, read as each call is made and sent with every call the
   * contract marks `localized`, so promotions, news and messages come in it. A call that names a
   * language itself keeps its own; without this option the server answers in the site's language.
   */
  readonly language?: () => LanguageCode
}

export interface CallOptions {
  /**
   * Sent as the `Idempotency-Key` header when the call is idempotent (it moves money): a retried
   * money call then changes nothing twice. Other calls ignore it.
   */
  readonly idempotencyKey?: string
  readonly signal?: AbortSignal
}

/**
 * One typed function per call of the contract. They never throw: failures are envelopes. An
 * account call's body leaves out `account_id` and `auth`: the client adds the session's.
 */
export type ApiClient = {
  readonly [TName in CallName]: (
    body: ParamsOf<TName>,
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
  for (const name of Object.keys(options.calls) as CallName[]) {
    const entry = options.calls[name]
    let loading: Promise<Calls[CallName]> | null = null
    const definition = () => {
      if (typeof entry !== 'function') return Promise.resolve(entry as Calls[CallName])
      loading ??= (entry() as Promise<Calls[CallName]>).catch((error: unknown) => {
        // A failed download is tried again by the next call.
        loading = null
        throw error
      })
      return loading
    }
    client[name] = (params: object, callOptions?: CallOptions) =>
      // Read before any await: a call made just before a sign-out still goes out as the player
      // who made it (a sign-out revokes the session it is ending).
      perform(request, name, definition, params, {
        session: options.session?.() ?? null,
        language: options.language?.() ?? null,
        ...(callOptions ? { options: callOptions } : {}),
      })
  }
  return client as ApiClient
}

async function perform<TName extends CallName>(
  request: typeof ofetch,
  name: TName,
  definition: () => Promise<Calls[CallName]>,
  params: object,
  context: {
    readonly session: AccountSession | null
    readonly language: LanguageCode | null
    readonly options?: CallOptions
  },
): Promise<ResponseOf<TName>> {
  const { session, language, options = {} } = context
  const policy = failurePolicies[name]
  const fail = (cause: FailureCause) => failureEnvelope(policy, cause) as ResponseOf<TName>

  let call: Calls[CallName]
  try {
    call = await definition()
  } catch (error) {
    // The definition's code did not download: as good as a network failure.
    return fail({ kind: 'network', detail: `${name}: ${String(error)}` })
  }

  if (call.account && !session) return fail({ kind: 'no-session' })
  const body = {
    ...(call.localized && language ? { language } : {}),
    ...params,
    ...(call.account ? session : {}),
  }

  // Bad input never leaves the browser: the answer names the field, as the server's would. The
  // session is checked too, so a malformed stored one is refused here rather than by the server.
  const parsedRequest = v.safeParse(call.request as v.GenericSchema, body)
  if (!parsedRequest.success) {
    return fail({ kind: 'invalid-request', detail: describeIssues(parsedRequest.issues) })
  }

  let status: number
  let text: string
  try {
    const res = await request.raw<string, 'text'>(call.path, {
      method: 'POST',
      body: parsedRequest.output as ParsedRequestOf<TName>,
      headers:
        options.idempotencyKey && call.idempotent
          ? { 'Idempotency-Key': options.idempotencyKey }
          : {},
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

  const parsed = v.safeParse(call.response as v.GenericSchema, json)
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
