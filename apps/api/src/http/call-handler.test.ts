import { statusCode, statusMessage } from '@parlor/contract'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { defaultSessionRules } from '../accounts/session-tokens.ts'
import { testBackends } from '../db/database.test-support.ts'
import type { Database } from '../db/database.ts'
import { mountCalls } from './call-handler.ts'

/** A valid game-list request: the handler below ignores it and runs the statement under test. */
const request = { domain_name: 'template1.localhost' }

describe.each(testBackends)('the call handler on $name', (backend) => {
  let db: Database

  beforeAll(async () => {
    db = await backend.open()
  })
  afterAll(() => db.close())

  /** The server's answer when the game list's handler runs `sql` with `params`. */
  async function answerTo(sql: string, params: unknown[]) {
    const app = new Hono()
    mountCalls(
      app,
      {
        gameList: async () => {
          await db.query(sql, params)
          throw new Error('the statement was expected to fail')
        },
      },
      { db, clock: () => new Date(), trustedProxies: 0, sessions: defaultSessionRules },
    )
    const res = await app.request('/api/game/list', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    })
    return { status: res.status, text: await res.text() }
  }

  it.each([
    ['a NUL in text', 'select $1::text', ['gold\u0000']],
    ['a day that does not exist', 'select $1::timestamptz', ['2023-02-30T12:00:00Z']],
    ['an offset beyond any time zone', 'select $1::timestamptz', ['2024-01-01T00:00:00+23:59']],
    ['a number past a database integer', 'select $1::int', [2 ** 31]],
    ['text that is not a number', 'select $1::bigint', ['twelve']],
  ])(
    'answers a value the database refuses (%s) as a bad request, and logs it',
    async (_, sql, params) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      const answer = await answerTo(sql, params)
      expect(answer.status).toBe(400)
      expect(JSON.parse(answer.text)).toMatchObject({
        statusCode: statusCode.badRequest,
        statusMessage: statusMessage.invalidRequest,
      })
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/SQLSTATE 22/), expect.anything())
      warn.mockRestore()
    },
  )

  it('leaves every other database error a server error', async () => {
    const answer = await answerTo('select from nowhere_at_all', [])
    expect(answer.status).toBe(500)
  })
})
