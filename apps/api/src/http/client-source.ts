import type { IncomingMessage } from 'node:http'
import type { Context } from 'hono'
import ipaddr from 'ipaddr.js'

/**
 * Who sent a request, as the throttles count it: the client's address, with IPv6 cut to its /64
 * (one subscriber's whole prefix, which a single customer can cycle through at will) and
 * IPv4-mapped IPv6 written as IPv4.
 *
 * Behind reverse proxies the socket's peer is the proxy, so `trustedProxies` says how many
 * proxies in front of the server append to `X-Forwarded-For`: the client is the entry that many
 * places from its end (the last proxy's peer). With 0, the default, the header is ignored, since
 * a client can write anything in it.
 */
export function clientSource(c: Context, trustedProxies: number): string {
  const peer = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket
    ?.remoteAddress
  let address = peer
  if (trustedProxies > 0) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
    // Each trusted proxy appended the address it saw; the last one's peer is the socket.
    const hops = [...forwarded, ...(peer ? [peer] : [])]
    address = hops[Math.max(0, hops.length - 1 - trustedProxies)] ?? peer
  }
  return address ? sourceKey(address) : 'unknown'
}

/** The counting key of an address: IPv4 as is, IPv6 by its /64, anything unparsable as itself. */
export function sourceKey(address: string): string {
  if (!ipaddr.isValid(address)) return `raw:${address.slice(0, 64)}`
  const parsed = ipaddr.process(address)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  const prefix = (parsed as ipaddr.IPv6).toNormalizedString().split(':').slice(0, 4).join(':')
  return `${prefix}::/64`
}
