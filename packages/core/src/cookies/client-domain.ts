import { type SerializeOptions, serialize } from 'cookie'
import { getDomain } from 'tldts'

/** The cookie that tells every sub-domain of a site which site the visitor is on. */
export const clientDomainCookieName = 'clientDomain'

/**
 * The domain a clientDomain cookie is shared on: the host's registrable domain, so the cookie
 * reaches `www.`, `m.` and every other sub-domain of the site. The specification's rule is the
 * host's last two labels; that is the registrable domain under a one-label suffix (`.com`), but
 * under a two-label one it is the suffix itself (`com.ph` for `www.site.com.ph`), which browsers
 * refuse as a cookie domain. The public suffix list (`tldts`, with its private section, as
 * browsers use it) gives `site.com.ph`. A single-label host (localhost), an IP address or a
 * public suffix itself cannot carry a domain attribute: the cookie stays host-only (null).
 */
export function clientDomainOf(hostname: string): string | null {
  let host = hostname.trim().toLowerCase()
  // Forgiving of `location.host` (with a port) where `location.hostname` was meant.
  const withPort = /^([^:[\]]+):\d*$/.exec(host)
  if (withPort?.[1]) host = withPort[1]
  host = host.replace(/\.$/, '')
  if (host.includes(':') || host.startsWith('[')) return null
  const labels = host.split('.')
  // The URL standard reads a host whose last label is a number (127.0.0.1, 0x7f.1) as IPv4.
  if (/^(?:\d+|0x[0-9a-f]*)$/.test(labels.at(-1) ?? '')) return null
  if (labels.length < 2 || labels.some((label) => label === '')) return null
  return getDomain(host, { allowPrivateDomains: true })
}

/** Options for the `cookie` package: path /, Secure, SameSite=Lax, and the shared domain. */
export function clientDomainCookieOptions(hostname: string): SerializeOptions {
  const domain = clientDomainOf(hostname)
  return { path: '/', secure: true, sameSite: 'lax', ...(domain ? { domain } : {}) }
}

/** The `Set-Cookie` / `document.cookie` string for a cookie shared across the site's hosts. */
export function serializeClientDomainCookie(name: string, value: string, hostname: string): string {
  return serialize(name, value, clientDomainCookieOptions(hostname))
}

/**
 * The clientDomain cookie itself, as a site's document answer sets it: the site's shared domain
 * (or, on a host that cannot share one, the host) under that domain.
 */
export function clientDomainCookie(hostname: string): string {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '')
  return serializeClientDomainCookie(clientDomainCookieName, clientDomainOf(host) ?? host, host)
}
