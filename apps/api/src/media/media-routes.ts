import { createHash } from 'node:crypto'
import type { Hono } from 'hono'
import { renderMediaPath } from './media-paths.ts'

/** Artwork changes only with a deploy; a day in caches spares the server redrawing it. */
const cacheControl = 'public, max-age=86400'

function etagOf(svg: string): string {
  return `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`
}

/** Whether an If-None-Match header names this ETag (weak or strong, alone or in a list). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*')
}

/**
 * Serves the generated artwork under /media/: game tiles, partner logos, social and menu icons,
 * site logos, chat buttons and titled placeholders. Anything else under /media/ is a plain 404,
 * so the shell's fallback page never answers for a missing image.
 */
export function mountMedia(app: Hono): void {
  app.get('/media/*', (c) => {
    // The raw path, not Hono's decoded one: %2f must stay an invalid character, not become a slash.
    const svg = renderMediaPath(new URL(c.req.url).pathname)
    if (svg === undefined) {
      return c.text('Not found', 404, { 'Cache-Control': 'no-store' })
    }
    const etag = etagOf(svg)
    const headers = {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': cacheControl,
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
      // Opened directly, an SVG is a document: it may run nothing and load nothing.
      'Content-Security-Policy': "default-src 'none'",
    }
    if (matches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers)
    return c.body(svg, 200, headers)
  })
}
