import { existsSync, realpathSync, type Stats } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { clientDomainCookie } from '@parlor/core/document'
import type { Context, Hono } from 'hono'
import { getMimeType } from 'hono/utils/mime'
import { acceptedEncodings, contentEncodings } from './accepted-encodings.ts'
import { type FileInside, fileInside } from './file-inside.ts'
import { noncePage } from './nonce-page.ts'
import type { PreparePage } from './prepared-document.ts'
import { documentNonce } from './security-headers.ts'

/**
 * How long a browser may keep each kind of file. Vite names everything under `assets/` by its
 * content, so those never change; `index.html` names the current chunks and `builds/` tells the
 * shell a newer build exists, so both are checked on every use; `_payload.json` and
 * other pre-rendered pages belong to one build but keep their name across builds. The rest of the
 * root (favicon, robots.txt, manifest, message files) may be a little stale.
 */
export const shellCache = {
  hashed: 'public, max-age=31536000, immutable',
  revalidate: 'no-cache',
  short: 'public, max-age=3600',
} as const

/** Paths the shell never answers for: the API, the development outbox and served media. */
const reserved = /^\/(?:api|dev|media)(?:\/|$)/

/** Precompressed siblings a build may carry, in the order they are preferred. */
const encodings = contentEncodings.map((name) => ({
  name,
  suffix: `.${name === 'gzip' ? 'gz' : name}`,
}))

/** The cache header of a file other than a page (pages are `revalidate`: see sendPage). */
function cacheControl(relative: string): string {
  if (relative.startsWith('assets/')) return shellCache.hashed
  if (relative.startsWith('builds/') || relative.endsWith('_payload.json')) {
    return shellCache.revalidate
  }
  return shellCache.short
}

/**
 * The request path as a file path relative to the root, or null when it cannot name a file of
 * the build: undecodable, a NUL or backslash, a `.`/`..` segment (also when sent encoded, since
 * the check runs after decoding) or a hidden file other than `.well-known`.
 */
function relativePath(url: string): string | null {
  let path: string
  try {
    path = decodeURIComponent(new URL(url).pathname)
  } catch {
    return null
  }
  if (path.includes('\0') || path.includes('\\')) return null
  const segments = path.split('/').slice(1)
  if (segments.some((s) => s.startsWith('.') && s !== '.well-known')) return null
  return segments.join('/')
}

const etagOf = (stats: Stats, encoding: string) =>
  `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ''}"`

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false
  const weak = (tag: string) => tag.trim().replace(/^W\//, '')
  return header.split(',').some((tag) => tag.trim() === '*' || weak(tag) === weak(etag))
}

/** A built page, read once per file version (its size and time). */
interface CachedPage {
  readonly version: string
  readonly html: string
  readonly fill: (nonce: string) => string
}

/**
 * Sends a page (`.html`) with this answer's CSP nonce on its tags. Every answer is a body of its
 * own, so there is no ETag and never a 304: a 304 would have the browser reuse the body it stored,
 * whose nonce the new answer's policy no longer names, and the page would run no script. For the
 * same reason precompressed siblings are not used (they hold the placeholder); a page is a few
 * kilobytes. The file is read and split once per version (its size and time), not per answer.
 */
async function sendPage(
  c: Context,
  found: FileInside,
  pages: Map<string, CachedPage>,
  prepare?: PreparePage,
): Promise<Response> {
  const version = `${found.stats.size}-${found.stats.mtimeMs}`
  let page = pages.get(found.path)
  if (page?.version !== version) {
    const html = await readFile(found.path, 'utf8')
    page = { version, html, fill: noncePage(html) }
    pages.set(found.path, page)
  }
  const prepared = prepare
    ? await prepare(new URL(c.req.url), (name) => c.req.header(name), page.html, version)
    : { status: 200 as const, fill: page.fill }
  const body = prepared.fill(documentNonce(c))
  c.header('Cache-Control', shellCache.revalidate)
  c.header('Content-Type', 'text/html; charset=utf-8')
  c.header('X-Content-Type-Options', 'nosniff')
  // Which site the visitor is on, for every host of the site (its www., m. and others).
  c.header('Set-Cookie', clientDomainCookie(new URL(c.req.url).hostname))
  c.header('Content-Length', String(Buffer.byteLength(body)))
  if (c.req.method === 'HEAD') return c.body(null, prepared.status)
  return c.body(body, prepared.status)
}

async function sendFile(
  c: Context,
  base: string,
  found: FileInside,
  cache: string,
): Promise<Response> {
  const { path } = found
  let chosen = found
  let encoding = ''
  const accepted = acceptedEncodings(c.req.header('accept-encoding'))
  let varies = false
  for (const { name, suffix } of encodings) {
    const sibling = await fileInside(base, path + suffix)
    if (!sibling) continue
    // Which body is sent depends on the header whenever a sibling exists, even if not chosen.
    varies = true
    if (!encoding && accepted.has(name)) {
      chosen = sibling
      encoding = name
    }
  }
  const etag = etagOf(chosen.stats, encoding)
  c.header('Cache-Control', cache)
  c.header('ETag', etag)
  if (varies) c.header('Vary', 'Accept-Encoding')
  if (matchesEtag(c.req.header('if-none-match'), etag)) {
    return c.body(null, 304)
  }
  c.header('Content-Type', getMimeType(path) ?? 'application/octet-stream')
  c.header('X-Content-Type-Options', 'nosniff')
  if (encoding) c.header('Content-Encoding', encoding)
  if (c.req.method === 'HEAD') {
    c.header('Content-Length', String(chosen.stats.size))
    return c.body(null, 200)
  }
  // The length of what was read, not of what was stat'ed: a new build may land in between.
  const body = new Uint8Array(await readFile(chosen.path))
  c.header('Content-Length', String(body.byteLength))
  return c.body(body, 200)
}

/**
 * Serves the built player site (a Vite `dist` folder) for GET and HEAD: its files, `play.html`
 * (the reference server's demo game, a page of its own) for `/play/…`, and `index.html` for any
 * other path so the shell's router takes over. A missing file whose name has
 * an extension is a 404, never `index.html`: a stale chunk or payload must fail so the shell
 * reloads, instead of being handed HTML it cannot run. Pages carry the nonce of the
 * answer's Content-Security-Policy, so `securityHeaders()` must be mounted before. Mount it after
 * every other route. Returns false, mounting nothing, when the folder holds no `index.html` (the
 * shell is not built): the server is then API only.
 */
export function mountStaticShell(
  app: Hono,
  root: string,
  preparePage?: (root: string) => PreparePage | undefined,
): boolean {
  if (!existsSync(join(root, 'index.html'))) return false
  const base = realpathSync(root)
  const pages = new Map<string, CachedPage>()
  const prepare = preparePage?.(base)
  const send = (c: Context, found: FileInside, file: string) =>
    file.endsWith('.html')
      ? sendPage(c, found, pages, file === 'index.html' ? prepare : undefined)
      : sendFile(c, base, found, cacheControl(file))
  const notFound = (c: Context) => {
    c.header('Cache-Control', 'no-store')
    return c.text('Not found', 404)
  }

  app.get('*', async (c, next) => {
    if (reserved.test(c.req.path)) return next()
    const relative = relativePath(c.req.url)
    if (relative === null) return notFound(c)
    if (reserved.test(`/${relative}`)) return next()
    const file = relative === '' ? 'index.html' : relative
    const found = await fileInside(base, join(base, file))
    if (found) return send(c, found, file)
    if (extname(relative)) return notFound(c)
    const page = relative.startsWith('play/') ? 'play.html' : 'index.html'
    const index = await fileInside(base, join(base, page))
    if (!index) return notFound(c)
    return send(c, index, page)
  })
  return true
}
