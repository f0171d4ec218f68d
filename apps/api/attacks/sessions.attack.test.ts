import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { browser, newPlayer } from './attack-client.ts'
import { type RunningServer, startServer } from './running-server.ts'

const { origin } = inject('demo')

describe('stealing a session', () => {
  it('the token a script could read from the page is worthless without the browser’s HttpOnly cookie', async () => {
    const victim = await newPlayer(origin, 'atk_token_victim')
    const thief = browser(origin)
    const stolen = await thief.call('/auth/get_balance', victim.session)
    expect(stolen.body).toMatchObject({ statusCode: -401, statusMessage: 'sessionExpired' })
    // The victim's own browser, holding the cookie, is still signed in.
    expect((await victim.browser.call('/auth/get_balance', victim.session)).body.statusCode).toBe(1)
  })
})

describe('sessions left open', () => {
  let server: RunningServer
  let dataDir: string

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'parlor-sessions-'))
    // Three seconds idle, ten seconds in all: the same rules as the defaults' 30 minutes and 12
    // hours, on a clock a test can wait for.
    server = await startServer({
      DEMO: '1',
      DATA_DIR: dataDir,
      TRUST_PROXY: '1',
      SESSION_IDLE_MINUTES: '0.05',
      SESSION_MAX_HOURS: String(10 / 3600),
    })
  })
  afterAll(async () => {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

  it('end after the idle time', async () => {
    const { browser: own, session } = await newPlayer(server.origin, 'atk_idle')
    expect((await own.call('/auth/get_balance', session)).body.statusCode).toBe(1)
    await wait(4_000)
    expect((await own.call('/auth/get_balance', session)).body.statusMessage).toBe('sessionExpired')
  })

  it('end at their full age however busy', async () => {
    const { browser: own, session } = await newPlayer(server.origin, 'atk_busy')
    const started = Date.now()
    while ((await own.call('/auth/get_balance', session)).body.statusCode === 1) {
      if (Date.now() - started > 30_000) throw new Error('the session never ended')
      await wait(1_000)
    }
    const lived = Date.now() - started
    expect(lived).toBeGreaterThan(8_000)
    expect(lived).toBeLessThan(13_000)
  })
})
