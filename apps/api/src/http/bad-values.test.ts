import { type CallName, calls, statusCode, statusMessage } from '@parlor/contract'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { testBackends } from '../db/database.test-support.ts'
import { openTestApi, type Player, type TestApi } from './api-test-client.test-support.ts'

// Not a suite about password storage: the sign-up hashes at a cost that checks in milliseconds.
vi.mock(
  '../accounts/password-hash.ts',
  () => import('../accounts/cheap-password-hash.test-support.ts'),
)

const site = { domain_name: 'template1.localhost' }
const game = { provider_code: 'JILI', game_code: 'slot-1' }

/**
 * The cases a black-box attack answered with 500: a NUL in a text field (PostgreSQL refuses it
 * in text), one per call and field it named.
 */
const nulCases: readonly (readonly [CallName, string, (player: Player) => object])[] = [
  ['profileUpdate', 'full_name', (p) => ({ ...p, contact_email: 'a@example.com' })],
  ['gameList', 'search', () => site],
  ['gameList', 'provider', () => site],
  ['adsVisit', 'fbp', () => site],
  ['adsVisit', 'appsflyer_id', () => site],
  ['favToggle', 'game_code', (p) => ({ ...p, ...game })],
  ['favToggle', 'provider_code', (p) => ({ ...p, ...game })],
  ['gameLaunch', 'game_code', (p) => ({ ...p, ...game })],
  ['betHistory', 'provider_code', (p) => p],
  ['demoSpin', 'game_code', (p) => ({ ...p, ...game, stake: 100 })],
  ['demoSpin', 'provider_code', (p) => ({ ...p, ...game, stake: 100 })],
  ['promotionList', 'category', () => site],
]

/** Dates that name no instant a database or Date can hold; all but the first passed valibot. */
const impossibleDates = [
  '2023-02-30',
  '2023-02-30T12:00:00Z',
  '2023-02-29T00:00:00Z',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59+23:59',
  '9999-12-31T23:59:59-14:00',
]
const datedCalls: readonly CallName[] = ['transactions', 'statement', 'betHistory']

describe.each(testBackends)('bad characters and impossible dates on $name', (backend) => {
  let api: TestApi
  let player: Player

  beforeAll(async () => {
    api = await openTestApi(backend)
    player = await api.registerPlayer('bad_input_player')
  })
  afterAll(() => api.db.close())

  /** Sent from the player's browser (with its session cookie), as the site would send it. */
  const post = (name: CallName, body: object) =>
    api.call(calls[name].path.replace(/^\/api/, ''), body)

  it.each(nulCases)(
    '%s with a NUL in %s is a bad request naming the field',
    async (name, field, rest) => {
      const answer = await post(name, { ...rest(player), [field]: 'gold\u0000' })
      expect(answer.status).toBe(400)
      expect(answer.body).toMatchObject({
        statusCode: statusCode.badRequest,
        statusMessage: statusMessage.invalidRequest,
      })
      expect(answer.body.statusDetail).toContain(`${field}: textControlCharacters`)
    },
  )

  it('refuses a lone surrogate, which the database would have stored as U+FFFD', async () => {
    const body = { ...player, full_name: 'Juan \ud800', contact_email: 'a@example.com' }
    const answer = await post('profileUpdate', body)
    expect(answer.status).toBe(400)
    expect(answer.body.statusDetail).toContain('full_name: textControlCharacters')
  })

  it.each(
    datedCalls.flatMap((name) =>
      impossibleDates.flatMap((date) => ['from', 'to'].map((end) => [name, end, date] as const)),
    ),
  )('%s with %s %s is a bad request naming the field', async (name, end, date) => {
    const answer = await post(name, { ...player, [end]: date })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({
      statusCode: statusCode.badRequest,
      statusMessage: statusMessage.invalidRequest,
    })
    expect(answer.body.statusDetail).toContain(`${end}: dateInvalid`)
  })

  it.each(datedCalls)(
    '%s takes an offset date, and answers a period that ends before it starts as empty',
    async (name) => {
      const period = { from: '2030-01-01T00:00:00+08:00', to: '2020-01-01T00:00:00-05:00' }
      const answer = await post(name, { ...player, ...period })
      expect(answer.status).toBe(200)
      expect(answer.body).toMatchObject({ statusCode: statusCode.success, items: [], total: 0 })
    },
  )

  /**
   * Numbers as JSON can write them but JSON.stringify never does: `-0`, `1e400` (Infinity once
   * parsed), past the largest safe integer, or with a fraction where a whole number is meant.
   */
  it.each([
    ['deposit', 'amount', '{"method":"e_wallet"}'],
    ['withdraw', 'amount', '{"bank_account_id":1}'],
    ['demoSpin', 'stake', '{"provider_code":"JILI","game_code":"slot-1"}'],
    ['withdraw', 'bank_account_id', '{"amount":100}'],
    ['claimInbox', 'inbox_id', '{}'],
    ['gameList', 'page', '{}'],
    ['gameList', 'page_size', '{}'],
  ] as const)('%s refuses out-of-range numbers as %s', async (name, field, rest) => {
    for (const number of ['-0', '1e400', '-1e400', '1e308', '9007199254740993', '1.5', '1e-7']) {
      const identity = JSON.stringify({ ...player, ...site }).slice(0, -1)
      const text = `${identity},${rest.slice(1, -1)}${rest === '{}' ? '' : ','}"${field}":${number}}`
      const res = await api.app.request(calls[name].path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: text,
      })
      const answer = await res.json()
      expect([number, res.status, answer.statusDetail]).toEqual([
        number,
        400,
        expect.stringContaining(`${field}: `),
      ])
    }
  })
})
