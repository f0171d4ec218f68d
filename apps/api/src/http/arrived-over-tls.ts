import type { Context } from 'hono'

/**
 * Whether the browser reached this server over TLS: directly (the Node server builds the request's
 * URL as https: on an encrypted socket), or through a reverse proxy that ended TLS and said so in
 * `X-Forwarded-Proto`. Anyone can send that header, so it counts only when the operator says a
 * proxy of theirs stands in front (`trustProxy`, TRUST_PROXY) and sets it. A list means proxies
 * appended in turn; its first entry is the protocol the browser used, as X-Forwarded-* lists go.
 */
export function arrivedOverTls(c: Context, trustProxy: boolean): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true
  if (!trustProxy) return false
  const forwarded = c.req.header('x-forwarded-proto')
  return forwarded?.split(',')[0]?.trim().toLowerCase() === 'https'
}
