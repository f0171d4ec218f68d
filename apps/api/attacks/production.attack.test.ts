import { createServer, type Server } from 'node:http'
import { networkInterfaces } from 'node:os'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../src/db/database.ts'
import { demoSites } from '../src/sites/demo-sites.ts'
import { seedSites } from '../src/sites/site-repository.ts'
import { browser, freshPhone } from './attack-client.ts'
import { freshSchema, testDatabaseUrl } from './postgres-schema.ts'
import {
  freePort,
  type RunningServer,
  startServer,
  startServerExpectingExit,
} from './running-server.ts'

/** Where production sends its codes in this test: a stand-in for an SMS gateway. */
async function smsGateway() {
  const received: { to: string; text: string; authorization: string }[] = []
  const server: Server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => {
      received.push({ ...JSON.parse(body), authorization: req.headers.authorization ?? '' })
      res.writeHead(202).end()
    })
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${port}/send`, received, close: () => server.close() }
}

describe('production mode refuses what is not fit for production', () => {
  it('will not start on the embedded database, which does not flush to disk', async () => {
    const { code, output } = await startServerExpectingExit({
      CODE_DELIVERY: 'webhook',
      SMS_WEBHOOK_URL: 'https://sms.example/send',
      SMS_WEBHOOK_TOKEN: 'secret',
    })
    expect(code).toBe(78)
    expect(output).toMatch(/DATABASE_URL/)
  })

  it('will not start without a way to send codes, nor keep them readable', async () => {
    const deliveries: Record<string, string>[] = [
      {},
      { CODE_DELIVERY: 'outbox' },
      { CODE_DELIVERY: 'log' },
    ]
    for (const delivery of deliveries) {
      const { code, output } = await startServerExpectingExit({
        DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
        ...delivery,
      })
      expect(code).toBe(78)
      expect(output).toMatch(/CODE_DELIVERY=webhook/)
    }
  })
})

describe.skipIf(!testDatabaseUrl)('a production server on PostgreSQL', () => {
  let server: RunningServer
  let schema: Awaited<ReturnType<typeof freshSchema>>
  let gateway: Awaited<ReturnType<typeof smsGateway>>
  const domain = 'shop.example'

  beforeAll(async () => {
    schema = await freshSchema(testDatabaseUrl ?? '')
    gateway = await smsGateway()
    server = await startServer({
      DATABASE_URL: schema.url,
      CODE_DELIVERY: 'webhook',
      SMS_WEBHOOK_URL: gateway.url,
      SMS_WEBHOOK_TOKEN: 'gateway-secret',
    })
    // The operator's own site, as its back office would write it (the server migrated already).
    const [site] = demoSites(new Date())
    if (!site) throw new Error('no demo site to copy')
    const db = await openDatabase({ url: schema.url })
    await seedSites(db, [{ ...site, domain_name: domain }])
    await db.close()
  })
  afterAll(async () => {
    await server.stop()
    gateway.close()
    await schema.drop()
  })

  it('has none of the demo sites', async () => {
    for (const demo of ['template1.localhost', 'localhost', 'maintenance.localhost']) {
      const { body } = await browser(server.origin).call('/startup', { domain_name: demo })
      expect(body.statusMessage).toBe('siteNotFound')
    }
  })

  it('sends codes through the gateway, keeps only their hashes, and lets a player register', async () => {
    const player = browser(server.origin)
    const phone = freshPhone()
    const signup = await player.call('/auth/signup', {
      domain_name: domain,
      account_id: 'real_player',
      password: 'correct horse',
      contact_phone: phone,
    })
    expect(signup.body.statusCode).toBe(1)
    const message = gateway.received.find((m) => m.to === phone)
    expect(message?.authorization).toBe('Bearer gateway-secret')
    const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1] ?? ''
    expect(code).toMatch(/^\d{6}$/)
    expect(await schema.query('select * from outbox')).toHaveLength(0)
    const stored = JSON.stringify(await schema.query('select * from tac_codes'))
    expect(stored).not.toContain(code)
    const verified = await player.call('/auth/tac/verify', {
      domain_name: domain,
      account_id: 'real_player',
      tac: code,
    })
    expect(verified.body.statusCode).toBe(1)

    // No money appears without a payment: no gateway takes deposits here.
    const deposit = await player.call('/wallet/deposit', {
      account_id: 'real_player',
      auth: verified.body.token,
      amount: 50_000_000,
      method: 'e_wallet',
    })
    expect(deposit.body.statusMessage).toBe('paymentsUnavailable')
    const balance = await player.call('/auth/get_balance', {
      account_id: 'real_player',
      auth: verified.body.token,
    })
    expect(balance.body.game_balance).toBe(0)
  })

  it('has no development routes', async () => {
    for (const path of ['/dev/outbox?account_id=real_player', '/dev/live-chat/tracking.js']) {
      expect((await fetch(`${server.origin}${path}`)).status).toBe(404)
    }
    const decision = await fetch(`${server.origin}/dev/withdrawals/1/status`, { method: 'POST' })
    expect(decision.status).toBe(404)
  })

  it('listens on the loopback address only, unless HOST says otherwise', async () => {
    const outward = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal)
    if (!outward) return
    await expect(fetch(`http://${outward.address}:${server.port}/health`)).rejects.toThrow()
  })
})
