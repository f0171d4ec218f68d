/**
 * Measures the reference server under load: the app in this process on a loopback port, with an
 * in-memory PGlite seeded like the demo, and autocannon driving it from a worker thread (so the
 * load generator gets its own core instead of stealing the server's event loop). Each call is
 * warmed up for 2 s, then measured; the calls run one after another.
 *
 *   pnpm bench:api                      # from the repository root
 *   BENCH_SECONDS=3 pnpm bench:api      # shorter runs (default 10 s each, 50 connections)
 *
 * Then the growth case: the first page of the statement, the transactions and the bet history
 * for a player with 10 entries in each and for one with 20,000.
 *
 * Exits non-zero when /api/startup serves less than half the requests per second of /health,
 * when a history's first page at 20,000 entries serves less than two thirds of its requests per
 * second at 10 (it must cost the same, within 1.5×), or when any request fails (connection
 * error, timeout or a non-2xx answer).
 */
import type { AddressInfo } from 'node:net'
import { cpus, loadavg } from 'node:os'
import { serve } from '@hono/node-server'
import autocannon from 'autocannon'
import { createApp } from '../src/app.ts'
import { type Database, openDatabase } from '../src/db/database.ts'
import { migrate } from '../src/db/migrations.ts'
import { seedDemo } from '../src/sites/seed-demo.ts'

const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
const warmupSeconds = 2
const domain = 'template1.localhost'
const player = { account_id: 'bench_player', password: 'bench password', phone: '+639170001234' }
/** The growth case's players: one with a short history, one with a long one. */
const histories = [
  { account_id: 'bench_short', password: 'bench password', phone: '+639170001235', entries: 10 },
  { account_id: 'bench_long', password: 'bench password', phone: '+639170001236', entries: 20_000 },
] as const

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
async function signedInPlayer(
  base: string,
  who: { account_id: string; password: string; phone: string } = player,
): Promise<{ token: string; cookie: string }> {
  const site = { domain_name: domain, account_id: who.account_id }
  await post(base, '/api/auth/signup', {
    ...site,
    password: who.password,
    contact_phone: who.phone,
  })
  const outbox = await fetch(`${base}/dev/outbox?account_id=${who.account_id}`)
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

/**
 * Gives a signed-up player a history of `entries` statement entries, deposits, withdrawals and
 * game rounds, a minute apart, written in bulk as the years of play would have left them.
 */
async function writeHistory(db: Database, accountId: string, entries: number): Promise<void> {
  const [account] = await db.query<{ id: number }>(
    'select id::int as id from accounts where domain_name = $1 and account_id = $2',
    [domain, accountId],
  )
  if (!account) throw new Error(`${accountId} was not signed up`)
  const [bank] = await db.query<{ id: number }>(
    `insert into bank_accounts (account, bank_code, account_name, account_number, is_default)
     values ($1, 'BDO', 'Bench Player', $2, true) returning id::int as id`,
    [account.id, accountId],
  )
  const minutesAgo = 'now() - make_interval(mins => $2 - n)'
  await db.query(
    `insert into ledger (account, amount, kind, reference, balance_after, description, created_at)
     select $1, 100, 'deposit', 'L' || n, 100 * n, 'Deposit', ${minutesAgo}
       from generate_series(1, $2) n`,
    [account.id, entries],
  )
  await db.query(
    `insert into deposits (account, amount, method, status, reference, created_at, updated_at)
     select $1, 100, 'BANK', 'completed', 'D' || n, ${minutesAgo}, now()
       from generate_series(1, $2) n`,
    [account.id, entries],
  )
  await db.query(
    `insert into withdrawals (account, amount, bank_account, status, reference, requested_at, updated_at)
     select $1, 100, $3, 'paid', 'W' || n, ${minutesAgo}, now() from generate_series(1, $2) n`,
    [account.id, entries, bank?.id],
  )
  await db.query(
    `insert into game_rounds (round_id, account, provider_code, game_code, game_name, stake, win, reels, placed_at)
     select $3 || '-' || n, $1, 'JILI', 'g', 'Game', 10, 0, '[]', ${minutesAgo}
       from generate_series(1, $2) n`,
    [account.id, entries, accountId],
  )
  await db.exec('vacuum analyze')
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
  // The growth case: each history's first page for a short and a long history.
  const firstPages = [
    { name: 'statement', path: '/api/wallet/statement', body: {} },
    { name: 'transactions', path: '/api/wallet/transactions', body: { type: '' } },
    { name: 'bet history', path: '/api/game/bet_history', body: { provider_code: '' } },
  ]
  const growth: { name: string; short: Measured; long: Measured }[] = []
  const sessions = []
  for (const who of histories) {
    const session = await signedInPlayer(base, who)
    await writeHistory(db, who.account_id, who.entries)
    sessions.push({ who, ...session })
  }
  for (const page of firstPages) {
    const measured: Measured[] = []
    for (const { who, token, cookie } of sessions) {
      measured.push(
        await measure(`${page.name}, ${who.entries} entries`, {
          url: `${base}${page.path}`,
          method: 'POST',
          body: { account_id: who.account_id, auth: token, page: 1, page_size: 20, ...page.body },
          cookie,
        }),
      )
    }
    const [short, long] = measured
    if (short && long) growth.push({ name: page.name, short, long })
    rows.push(...measured)
  }
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
  for (const { name, short, long } of growth) {
    const ratio = short.requestsPerSecond / long.requestsPerSecond
    console.info(`${name}: 20,000 entries cost ${ratio.toFixed(2)}× what 10 do`)
    if (ratio > 1.5) {
      console.error(`FAIL: the ${name}'s first page costs more than 1.5× at 20,000 entries`)
      failed = true
    }
  }
  for (const row of rows) {
    if (row.errors > 0 || row.non2xx > 0) {
      console.error(`FAIL: ${row.name} had ${row.errors} errors and ${row.non2xx} non-2xx answers`)
      failed = true
    }
  }
  if (!failed) {
    console.info(
      'OK: startup is at least half the baseline, history first pages do not grow, no request failed',
    )
  }
} catch (error) {
  console.error(error)
  failed = true
} finally {
  server.close()
  await db.close()
}
process.exit(failed ? 1 : 0)
