import { cookieHeader, keepCookies } from '../src/http/cookie-jar.test-support.ts'

/**
 * A browser as the server sees it: its address (sent as the trusted proxy's X-Forwarded-For; the
 * servers under attack run with TRUST_PROXY=1, as behind a load balancer) and its cookie jar.
 */
export interface Browser {
  readonly source: string
  readonly cookies: Map<string, string>
  /** POSTs a call of the contract; answers the HTTP status and the envelope. */
  call(
    path: string,
    body: unknown,
    headers?: Record<string, string>,
    // biome-ignore lint/suspicious/noExplicitAny: attacks read whatever fields an answer has
  ): Promise<{ status: number; body: any }>
}

let sources = 0
/** An address of the documentation ranges nobody else in the run has used. */
export function freshSource(): string {
  sources += 1
  return `10.${(sources >> 16) & 255}.${(sources >> 8) & 255}.${sources & 255}`
}

export function browser(origin: string, source = freshSource()): Browser {
  const cookies = new Map<string, string>()
  return {
    source,
    cookies,
    async call(path, body, headers = {}) {
      const cookie = cookieHeader(cookies)
      const res = await fetch(`${origin}/api${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': source,
          ...(cookie ? { cookie } : {}),
          ...headers,
        },
        body: JSON.stringify(body),
      })
      keepCookies(cookies, res)
      return { status: res.status, body: await res.json() }
    },
  }
}

let numbers = 0
/** A phone number of its own, as each real player has. */
export function freshPhone(): string {
  numbers += 1
  return `+639${String((Date.now() % 1e5) * 1e4 + numbers)
    .padStart(9, '0')
    .slice(-9)}`
}

/** The newest code the development outbox holds for an account (demo mode only). */
export async function outboxCode(origin: string, accountId: string, domain: string) {
  const query = new URLSearchParams({ account_id: accountId, domain_name: domain })
  const { messages } = (await (await fetch(`${origin}/dev/outbox?${query}`)).json()) as {
    messages: { code: string; purpose: string }[]
  }
  return messages
}

/** Signs a player up and in on a demo server; answers the player's browser and session. */
export async function newPlayer(origin: string, accountId: string, domain = 'template1.localhost') {
  const own = browser(origin)
  const password = 'correct horse'
  const phone = freshPhone()
  const signup = await own.call('/auth/signup', {
    domain_name: domain,
    account_id: accountId,
    password,
    contact_phone: phone,
  })
  if (signup.body.statusCode !== 1) throw new Error(`signup: ${JSON.stringify(signup.body)}`)
  const [message] = await outboxCode(origin, accountId, domain)
  const verified = await own.call('/auth/tac/verify', {
    domain_name: domain,
    account_id: accountId,
    tac: message?.code,
  })
  if (verified.body.statusCode !== 1) throw new Error(`verify: ${JSON.stringify(verified.body)}`)
  return {
    browser: own,
    password,
    phone,
    session: { account_id: accountId, auth: verified.body.token as string },
  }
}
