import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { connect } from 'node:http2'
import { request as httpsRequest } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { throwawayCertificate } from '../../../../scripts/throwaway-certificate.mjs'
import { listen } from './listen.ts'

describe('listen', () => {
  const folder = mkdtempSync(join(tmpdir(), 'parlor-tls-'))
  const app = new Hono().get('/health', (c) => c.json({ ok: true, url: c.req.url }))
  let server: ReturnType<typeof listen>
  let origin = ''

  beforeAll(async () => {
    const ready = new Promise<AddressInfo & { origin: string }>((resolve) => {
      server = listen(
        app,
        { port: 0, host: '127.0.0.1', tls: throwawayCertificate(folder) },
        resolve,
      )
    })
    origin = (await ready).origin
  })
  afterAll(() => {
    server.close()
    rmSync(folder, { recursive: true, force: true })
  })

  it('answers over TLS in HTTP/2, every request on one connection', async () => {
    expect(origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/)
    const session = connect(origin, { rejectUnauthorized: false })
    const get = (path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const stream = session.request({ ':path': path, ':authority': 'template1.localhost' })
        let status = 0
        let body = ''
        stream.on('response', (headers) => {
          status = Number(headers[':status'])
        })
        stream.setEncoding('utf8')
        stream.on('data', (chunk: string) => {
          body += chunk
        })
        stream.on('end', () => resolve({ status, body }))
        stream.on('error', reject)
      })
    const answers = await Promise.all([get('/health'), get('/health'), get('/health')])
    for (const answer of answers) {
      expect(answer.status).toBe(200)
      // The site is told apart by the name the browser asked for, as over HTTP/1.1.
      expect(JSON.parse(answer.body)).toEqual({
        ok: true,
        url: expect.stringMatching(/^https:\/\/template1\.localhost/),
      })
    }
    session.close()
    await once(session, 'close')
  })

  it('still answers a client that speaks only HTTP/1.1', async () => {
    const answer = await new Promise<{ version: string; status: number }>((resolve, reject) => {
      const request = httpsRequest(
        `${origin}/health`,
        { rejectUnauthorized: false, headers: { host: 'template1.localhost' } },
        (response) => {
          response.resume()
          resolve({ version: response.httpVersion, status: response.statusCode ?? 0 })
        },
      )
      request.on('error', reject)
      request.end()
    })
    expect(answer).toEqual({ version: '1.1', status: 200 })
  })
})
