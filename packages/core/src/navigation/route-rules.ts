import * as v from 'valibot'
import { type NavigationTarget, resolveNavigation } from './url-safety.ts'

/** One path's rule in the build's manifest; only redirects concern the page. */
export const RouteRule = v.object({
  redirect: v.optional(
    v.union([v.string(), v.object({ to: v.string(), statusCode: v.optional(v.number()) })]),
  ),
})
export type RouteRule = v.InferOutput<typeof RouteRule>

/** builds/meta/{buildId}.json: redirects configured at build time. */
export const BuildMeta = v.object({
  id: v.string(),
  timestamp: v.number(),
  routeRules: v.optional(v.record(v.string(), RouteRule), {}),
})
export type BuildMeta = v.InferOutput<typeof BuildMeta>

const wildcard = '/**'

/** How a pattern matches a path: what the wildcard stood for, and how specific the match is. */
interface Match {
  readonly to: string
  /** The part of the path after a wildcard pattern's prefix ('' for an exact match). */
  readonly rest: string
  /** An exact pattern beats every wildcard; among wildcards the longer prefix wins. */
  readonly rank: number
}

function matchOf(pattern: string, rule: RouteRule, pathname: string): Match | null {
  const { redirect } = rule
  if (redirect === undefined) return null
  const to = typeof redirect === 'string' ? redirect : redirect.to
  if (pattern === pathname) return { to, rest: '', rank: Number.POSITIVE_INFINITY }
  if (!pattern.endsWith(wildcard)) return null
  const prefix = pattern.slice(0, -wildcard.length)
  // `/old/**` covers `/old` itself and everything below it, but not `/older`.
  if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) return null
  return { to, rest: pathname.slice(prefix.length), rank: prefix.length }
}

interface PathParts {
  readonly pathname: string
  /** Without the `?`. */
  readonly query: string
  /** With the `#`. */
  readonly hash: string
}

function partsOf(path: string): PathParts {
  const hashAt = path.indexOf('#')
  const hash = hashAt === -1 ? '' : path.slice(hashAt)
  const beforeHash = hashAt === -1 ? path : path.slice(0, hashAt)
  const queryAt = beforeHash.indexOf('?')
  return queryAt === -1
    ? { pathname: beforeHash, query: '', hash }
    : { pathname: beforeHash.slice(0, queryAt), query: beforeHash.slice(queryAt + 1), hash }
}

/** The target's own query comes first and the navigation's joins it; its hash wins. */
function joinParts(target: PathParts, from: PathParts): string {
  const query = [target.query, from.query].filter((q) => q !== '').join('&')
  return `${target.pathname}${query ? `?${query}` : ''}${target.hash || from.hash}`
}

/**
 * The redirect the build's route rules give a navigation to `path`, or null. A pattern
 * matches the pathname exactly, or ends in `/**` and covers a subtree; the most specific pattern
 * wins. A target ending in `/**` receives the rest of the path (`/old/**` → `/new/**` sends
 * `/old/a/b` to `/new/a/b`). An internal target keeps the navigation's query and hash; an
 * external one is a full page load, and the caller performs it.
 *
 * The rules come from a file on the server, so a target that is not a safe address (a
 * `javascript:` URL) is ignored rather than thrown, and a redirect to the same path is ignored
 * instead of looping. `statusCode` only matters to a server answering the request.
 */
export function routeRuleRedirect(
  rules: BuildMeta['routeRules'],
  path: string,
  currentOrigin: string,
): NavigationTarget | null {
  const from = partsOf(path)
  let best: Match | null = null
  for (const [pattern, rule] of Object.entries(rules)) {
    const match = matchOf(pattern, rule, from.pathname)
    if (match && (!best || match.rank > best.rank)) best = match
  }
  if (!best) return null

  const target = best.to.endsWith(wildcard)
    ? `${best.to.slice(0, -wildcard.length)}${best.rest}`
    : best.to
  let resolved: NavigationTarget
  try {
    resolved = resolveNavigation(target, { external: true, currentOrigin })
  } catch {
    return null
  }
  if (resolved.kind === 'external') return resolved

  const origin = new URL(currentOrigin).origin
  const to = partsOf(resolved.path)
  // Compared as the browser reads them: `/a/./b` is `/a/b`, `/café` is `/caf%C3%A9`.
  const fromPathname = new URL(`${origin}/${from.pathname.replace(/^\//, '')}`).pathname
  if (to.pathname === fromPathname) return null
  return { kind: 'internal', path: joinParts(to, from) }
}
