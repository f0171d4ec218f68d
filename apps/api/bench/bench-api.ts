/**
 * Measures the reference server under load: the app in this process on a loopback port, with an
 * in-memory PGlite seeded like the demo, and autocannon driving it from a worker thread (so the
 * load generator gets its own core instead of stealing the server's event loop). Each call is
 * warmed up for 2 s, then measured; the calls run one after another.
 *
 *   pnpm bench:api                      # from the repository root
 *   BENCH_SECONDS=3 pnpm bench:api      # shorter runs (default 10 s each, 50 connections)
 *
 * Exits non-zero when /api/startup serves less than half the requests per second of /health, or
 * when any request fails (connection error, timeout or a non-2xx answer).
 */
import type { AddressInfo } from 'node:net'
import { cpus, loadavg } from 'node:os'
import { serve } from '@hono/node-server'
import autocannon from 'autocannon'
import { createApp } from '../src/app.ts'
import { openDatabase } from '../src/db/database.ts'
import { migrate } from '../src/db/migrations.ts'
import { seedDemo } from '../src/sites/seed-demo.ts'

const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
const warmupSeconds = 2
const domain = 'template1.localhost'
const player = { account_id: 'bench_player', password: 'bench password', phone: '+639170001234' }

interface Measured {
  readonly name: string
  readonly requestsPerSecond: number
  readonly p99Ms: number
  readonly requests: number
  readonly non2xx: number
  readonly errors: number
}

async function post(base: string, path: string, body: unknown) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const json = (await res.json()) as Record<string, unknown>
  if (json.statusCode !== 1) throw new Error(`${path} answered ${JSON.stringify(json)}`)
  // The cookies a browser would keep: a session is bound to the one its sign-in set.
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  return { json, cookie }
}

/** Signs a player up the way the shell does; answers the session token and its cookies. */
async function signedInPlayer(base: string): Promise<{ token: string; cookie: string }> {
  const site = { domain_name: domain, account_id: player.account_id }
  await post(base, '/api/auth/signup', {
    ...site,
    password: player.password,
    contact_phone: player.phone,
  })
  const outbox = await fetch(`${base}/dev/outbox?account_id=${player.account_id}`)
  const { messages } = (await outbox.json()) as { messages: { code: string }[] }
  const code = messages[0]?.code
  if (!code) throw new Error('no sign-up code in the development outbox')
  const verified = await post(base, '/api/auth/tac/verify', { ...site, tac: code })
  return { token: String(verified.json.token), cookie: verified.cookie }
}

async function measure(
  name: string,
  options: { url: string; method?: 'GET' | 'POST'; body?: unknown; cookie?: string },
): Promise<Measured> {
  const load = {
    url: options.url,
    method: options.method ?? 'GET',
    connections,
    workers: 1,
    ...(options.body === undefined
      ? {}
      : {
          headers: {
            'content-type': 'application/json',
            ...(options.cookie ? { cookie: options.cookie } : {}),
          },
          body: JSON.stringify(options.body),
        }),
  } as const
  // Unmeasured first: otherwise whichever call runs first also pays for the JIT warming up.
  await autocannon({ ...load, duration: warmupSeconds })
  const result = await autocannon({ ...load, duration: seconds })
  return {
    name,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }
}

function table(rows: readonly Measured[]): string {
  const header = ['call', 'req/s (avg)', 'p99 ms', 'requests', 'non-2xx', 'errors']
  const cells = rows.map((r) => [
    r.name,
    r.requestsPerSecond.toFixed(0),
    r.p99Ms.toFixed(1),
    String(r.requests),
    String(r.non2xx),
    String(r.errors),
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)))
  const line = (values: readonly string[]) =>
    values
      .map((v, i) => (i === 0 ? v.padEnd(widths[i] ?? 0) : v.padStart(widths[i] ?? 0)))
      .join('  ')
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n')
}

const db = await openDatabase({})
await migrate(db)
await seedDemo(db, new Date())
const { app } = createApp(db, { mode: 'demo' })
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
await new Promise((resolve) => server.once('listening', resolve))
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

let failed = false
try {
  const { token, cookie } = await signedInPlayer(base)
  console.info(
    `Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ` +
      `${connections} connections, ${seconds} s per call, in-memory PGlite`,
  )
  // Other work on the machine moves the figures; the load average says how much there was.
  const loadBefore = loadavg()[0] ?? 0
  const rows: Measured[] = []
  // One after another, so each call has the machine to itself.
  rows.push(await measure('GET /health', { url: `${base}/health` }))
  rows.push(
    await measure('POST /api/startup', {
      url: `${base}/api/startup`,
      method: 'POST',
      body: { domain_name: domain },
    }),
  )
  rows.push(
    await measure('POST /api/auth/get_balance', {
      url: `${base}/api/auth/get_balance`,
      method: 'POST',
      body: { account_id: player.account_id, auth: token },
      cookie,
    }),
  )
  console.info(`\n${table(rows)}\n`)
  console.info(
    `1-minute load average: ${loadBefore.toFixed(2)} before, ${(loadavg()[0] ?? 0).toFixed(2)} after`,
  )

  const [health, startup] = rows
  if (health && startup && startup.requestsPerSecond < health.requestsPerSecond / 2) {
    console.error(
      `FAIL: /api/startup served ${startup.requestsPerSecond.toFixed(0)} req/s, less than half of /health's ${health.requestsPerSecond.toFixed(0)}`,
    )
    failed = true
  }
  for (const row of rows) {
    if (row.errors > 0 || row.non2xx > 0) {
      console.error(`FAIL: ${row.name} had ${row.errors} errors and ${row.non2xx} non-2xx answers`)
      failed = true
    }
  }
  if (!failed) console.info('OK: startup is at least half the baseline and no request failed')
} catch (error) {
  console.error(error)
  failed = true
} finally {
  server.close()
  await db.close()
}
process.exit(failed ? 1 : 0)
