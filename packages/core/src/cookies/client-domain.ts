import { type SerializeOptions, serialize } from 'cookie'

/**
 * The clientDomain cookie (spec §9) is shared across a site's sub-domains: its domain is the
 * host's last two labels. A single-label host (localhost) or an IP address cannot carry a domain
 * attribute, so the cookie stays host-only there.
 */
export function clientDomainOf(hostname: string): string | null {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '')
  if (host.includes(':') || /^\d{1,3}(\.\d{1,3}){3}$/.test(host)) return null
  const labels = host.split('.').filter(Boolean)
  if (labels.length < 2) return null
  return labels.slice(-2).join('.')
}

export function clientDomainCookieOptions(hostname: string): SerializeOptions {
  const domain = clientDomainOf(hostname)
  return { path: '/', secure: true, sameSite: 'lax', ...(domain ? { domain } : {}) }
}

export function serializeClientDomainCookie(name: string, value: string, hostname: string): string {
  return serialize(name, value, clientDomainCookieOptions(hostname))
}
