import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { MiddlewareHandler } from 'hono'
import { acceptedEncodings, type ContentEncoding } from './accepted-encodings.ts'

const compressors: Record<ContentEncoding, (body: Buffer) => Promise<Buffer>> = {
  // Quality 5 of 11: most of brotli's gain over gzip at a few times gzip's speed, which an answer
  // made for each request (a page with its nonce, a call's JSON) can afford; the build's files
  // are compressed once, at the highest quality.
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
}

/** Text the answer carries: pages, calls' JSON, scripts and styles, SVG artwork. */
const compressible =
  /^(?:text\/(?!event-stream)|application\/(?:json|javascript|manifest\+json|xml)|image\/svg\+xml)/i

/** `Vary` with Accept-Encoding added, unless the answer already varies by it (or by anything). */
function varyByEncoding(vary: string | null): string {
  if (!vary) return 'Accept-Encoding'
  return /(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(vary)
    ? vary
    : `${vary}, Accept-Encoding`
}

/**
 * Compresses answers made on the fly (pages, calls' JSON, /media artwork) for a browser that
 * accepts brotli or gzip. An answer that already has an encoding (a build's precompressed file)
 * is left alone, as is one below `threshold` bytes, where the saving does not pay for the work,
 * and one that asks for no transformation. A compressed answer's ETag becomes weak: the bytes
 * differ from the uncompressed answer's, the content does not.
 */
export function compression({ threshold = 1024 }: { threshold?: number } = {}): MiddlewareHandler {
  return async (c, next) => {
    await next()
    // A client that takes no encoding gets the answer untouched: not even its headers are read,
    // which would cost @hono/node-server its fast path for small answers. Such a copy needs no
    // Vary either: a cache that hands it to a browser taking brotli only sends more bytes.
    const [encoding] = acceptedEncodings(c.req.header('Accept-Encoding'))
    if (!encoding) return
    const { res } = c
    if (!res.body || res.headers.has('Content-Encoding')) return
    if (!compressible.test(res.headers.get('Content-Type') ?? '')) return
    if (/\bno-transform\b/i.test(res.headers.get('Cache-Control') ?? '')) return
    const declared = Number(res.headers.get('Content-Length') ?? Number.NaN)
    if (declared < threshold) return
    const body = Buffer.from(await res.arrayBuffer())
    // Headers are set on the new answer after it is assigned: Hono copies the old answer's
    // headers onto the one assigned, which would bring back its length and ETag.
    const reply = (content: Buffer, headers: Record<string, string> = {}) => {
      c.res = new Response(new Uint8Array(content), res)
      c.res.headers.set('Content-Length', String(content.byteLength))
      for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value)
    }
    if (body.byteLength < threshold) return reply(body)
    const vary = varyByEncoding(res.headers.get('Vary'))
    const etag = res.headers.get('ETag')
    reply(await compressors[encoding](body), {
      Vary: vary,
      'Content-Encoding': encoding,
      ...(etag && !etag.startsWith('W/') ? { ETag: `W/${etag}` } : {}),
    })
  }
}
