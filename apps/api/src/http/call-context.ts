import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { arrivedOverTls } from './arrived-over-tls.ts'
import { clientSource } from './client-source.ts'

/** What a call handler may know of its request besides the body. */
export interface CallContext {
  /** The `Idempotency-Key` header of a money call, if sent. */
  readonly idempotencyKey: string | null
  /** The time the request is served at: the app's clock, which tests pin. */
  readonly now: Date
  /** Who sent it, as the throttles count it (see clientSource). */
  readonly source: string
  /** The request's cookies, and the answer's. */
  readonly cookies: CallCookies
}

/**
 * The server's own cookies, always HttpOnly and SameSite=Strict. Over TLS they are Secure and
 * carry the `__Host-` prefix, which a browser keeps only for a Secure, host-only cookie of path
 * `/`: no subdomain and no plain-HTTP page can plant one. Over plain HTTP they go without both,
 * even on `localhost`: Chromium and Firefox keep a Secure cookie there, but WebKit (Safari) drops
 * it, and a player signed in on the demo in Safari would have lost the session on the next call.
 */
export interface CallCookies {
  get(name: string): string | undefined
  set(name: string, value: string, maxAgeSeconds: number): void
  remove(name: string): void
}

export interface CallContextOptions {
  readonly clock: () => Date
  readonly trustedProxies: number
}

export function callContext(c: Context, options: CallContextOptions): CallContext {
  const secure = arrivedOverTls(c, options.trustedProxies > 0)
  const prefix = secure ? ('host' as const) : undefined
  return {
    idempotencyKey: c.req.header('idempotency-key') ?? null,
    now: options.clock(),
    source: clientSource(c, options.trustedProxies),
    cookies: {
      get: (name) => getCookie(c, name, prefix),
      set: (name, value, maxAgeSeconds) =>
        setCookie(c, name, value, {
          httpOnly: true,
          sameSite: 'Strict',
          path: '/',
          maxAge: Math.floor(maxAgeSeconds),
          ...(secure ? { secure: true, prefix: 'host' } : {}),
        }),
      remove: (name) =>
        deleteCookie(c, name, { path: '/', ...(secure ? { secure: true, prefix: 'host' } : {}) }),
    },
  }
}
