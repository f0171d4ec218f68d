import { createServer, request as forward, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A forwarding proxy in front of the demo server that holds back the answers to chosen addresses
 * until told, as a slow mobile network holds one file. The browser's request is really on the
 * wire, so a browser that stops a page's downloads (Firefox, when the player asks the address bar
 * for another page) stops it for real, which routing inside the browser cannot imitate.
 */
export interface HeldDownloads {
  /** The proxy's port: `http://<site>.localhost:<port>` is the same site as the demo server's. */
  readonly port: number
  /** Holds back every request whose path matches from now on. */
  hold(path: RegExp): void
  /** How many requests are being held back now. */
  held(): number
  /** Lets every held request through and stops holding. */
  release(): void
  close(): Promise<void>
}

export async function startHeldDownloads(targetPort: number): Promise<HeldDownloads> {
  let holding: RegExp | null = null
  let waiting: Array<() => void> = []
  const server = createServer((request, response: ServerResponse) => {
    const send = () => {
      const upstream = forward(
        {
          host: '127.0.0.1',
          port: targetPort,
          path: request.url,
          method: request.method,
          headers: request.headers,
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(response)
        },
      )
      // A browser that gave up on the request has closed its socket: nothing is left to answer.
      upstream.on('error', () => response.destroy())
      response.on('error', () => upstream.destroy())
      request.pipe(upstream)
    }
    if (holding?.test(new URL(request.url ?? '/', 'http://proxy').pathname)) waiting.push(send)
    else send()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    hold(path) {
      holding = path
    },
    held: () => waiting.length,
    release() {
      holding = null
      const held = waiting
      waiting = []
      for (const send of held) send()
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
