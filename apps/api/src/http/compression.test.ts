import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { compression } from './compression.ts'

/** A call's answer as large as a lobby page's game list. */
const games = Array.from({ length: 200 }, (_, id) => ({ id, name: `Game ${id}`, provider: 'JILI' }))

function app() {
  const app = new Hono()
  app.use(compression())
  app.get('/games', (c) => c.json({ games }))
  app.get('/small', (c) => c.json({ ok: true }))
  app.get('/art.svg', (c) =>
    c.body(`<svg xmlns="http://www.w3.org/2000/svg">${'<rect/>'.repeat(400)}</svg>`, 200, {
      'Content-Type': 'image/svg+xml',
      ETag: '"art-1"',
    }),
  )
  app.get('/photo.png', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/png' }))
  app.get('/packed.js', (c) =>
    c.body('x'.repeat(4096), 200, {
      'Content-Type': 'text/javascript',
      'Content-Encoding': 'br',
    }),
  )
  app.get('/raw', (c) => c.json({ games }, 200, { 'Cache-Control': 'no-store, no-transform' }))
  return app
}

const get = (path: string, acceptEncoding?: string) =>
  app().request(path, acceptEncoding ? { headers: { 'Accept-Encoding': acceptEncoding } } : {})
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer())

describe('compression', () => {
  it('sends a call’s JSON in brotli to a browser that takes it, a fraction of its size', async () => {
    const res = await get('/games', 'gzip, deflate, br, zstd')
    const body = await bytes(res)
    expect(res.headers.get('Content-Encoding')).toBe('br')
    expect(res.headers.get('Vary')).toBe('Accept-Encoding')
    expect(Number(res.headers.get('Content-Length'))).toBe(body.byteLength)
    const plain = JSON.stringify({ games })
    expect(JSON.parse(brotliDecompressSync(body).toString())).toEqual({ games })
    expect(body.byteLength).toBeLessThan(plain.length / 5)
  })

  it('falls back to gzip, and sends the bytes as they are when neither is accepted', async () => {
    const gzipped = await get('/games', 'gzip;q=1, br;q=0')
    expect(gzipped.headers.get('Content-Encoding')).toBe('gzip')
    expect(JSON.parse(gunzipSync(await bytes(gzipped)).toString())).toEqual({ games })

    for (const header of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await get('/games', header)
      expect(plain.headers.get('Content-Encoding'), String(header)).toBeNull()
      expect(await plain.json()).toEqual({ games })
    }
  })

  it('compresses SVG artwork, keeping its ETag as a weak one', async () => {
    const res = await get('/art.svg', 'br')
    expect(res.headers.get('Content-Encoding')).toBe('br')
    expect(res.headers.get('ETag')).toBe('W/"art-1"')
    expect(brotliDecompressSync(await bytes(res)).toString()).toMatch(/^<svg/)
  })

  it('leaves alone what is small, not text, already encoded or not to be transformed', async () => {
    const small = await get('/small', 'br')
    expect(small.headers.get('Content-Encoding')).toBeNull()
    expect(await small.json()).toEqual({ ok: true })

    expect((await get('/photo.png', 'br')).headers.get('Content-Encoding')).toBeNull()

    const packed = await get('/packed.js', 'gzip')
    expect(packed.headers.get('Content-Encoding')).toBe('br')
    expect((await bytes(packed)).toString()).toBe('x'.repeat(4096))

    const raw = await get('/raw', 'br')
    expect(raw.headers.get('Content-Encoding')).toBeNull()
    expect(await raw.json()).toEqual({ games })
  })
})
