import { readFileSync } from 'node:fs'
import { createSecureServer } from 'node:http2'
import type { AddressInfo } from 'node:net'
import { type ServerType, serve } from '@hono/node-server'
import type { Hono } from 'hono'

export interface ListenOptions {
  readonly port: number
  readonly host: string
  /** PEM files: answer over TLS, HTTP/2 for the browsers that speak it, HTTP/1.1 for the rest. */
  readonly tls?: { readonly certFile: string; readonly keyFile: string } | undefined
}

/**
 * Starts answering `app`. Over TLS the server speaks HTTP/2, as a TLS proxy in front of it would:
 * a page's dozen first files share one connection instead of queueing for six, which a phone's
 * round trips make the largest part of its first paint (docs/performance.md). Browsers speak
 * HTTP/2 only over TLS, so without certificate files it is HTTP/1.1.
 */
export function listen(
  app: Pick<Hono, 'fetch'>,
  options: ListenOptions,
  onListening: (address: AddressInfo & { origin: string }) => void,
): ServerType {
  const { port, host, tls } = options
  const scheme = tls ? 'https' : 'http'
  const listening = (info: AddressInfo) =>
    onListening({
      ...info,
      origin: `${scheme}://${host.includes(':') ? `[${host}]` : host}:${info.port}`,
    })
  if (!tls) return serve({ fetch: app.fetch, port, hostname: host }, listening)
  return serve(
    {
      fetch: app.fetch,
      port,
      hostname: host,
      createServer: createSecureServer,
      serverOptions: {
        cert: readFileSync(tls.certFile),
        key: readFileSync(tls.keyFile),
        allowHTTP1: true,
      },
    },
    listening,
  )
}
