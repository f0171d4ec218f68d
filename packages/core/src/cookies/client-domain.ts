import { type SerializeOptions, serialize } from 'cookie'

/**
 * The domain of a clientDomain cookie (spec §9): the host's last two labels, so the cookie is
 * shared by `www.`, `m.` and every other sub-domain of the site. A single-label host (localhost)
 * or an IP address cannot carry a domain attribute, so there the cookie stays host-only (null).
 *
 * The rule is the spec's, not the public suffix list: on `site.com.ph` it gives `com.ph`, which
 * browsers reject as a cookie domain.
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
  return labels.slice(-2).join('.')
}

/** Options for the `cookie` package: path /, Secure, SameSite=Lax, and the shared domain. */
export function clientDomainCookieOptions(hostname: string): SerializeOptions {
  const domain = clientDomainOf(hostname)
  return { path: '/', secure: true, sameSite: 'lax', ...(domain ? { domain } : {}) }
}

/** The `Set-Cookie` / `document.cookie` string for a clientDomain cookie on this host. */
export function serializeClientDomainCookie(name: string, value: string, hostname: string): string {
  return serialize(name, value, clientDomainCookieOptions(hostname))
}
