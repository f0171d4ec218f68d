import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { testBackends } from '../db/database.test-support.ts'
import { openTestApi, type TestApi } from '../http/api-test-client.test-support.ts'

// Not a suite about password storage: sign-ups hash at a cost that checks in milliseconds.
vi.mock('./password-hash.ts', () => import('./cheap-password-hash.test-support.ts'))

describe.each(testBackends)('account decisions of the stand-in back office on $name', (backend) => {
  let api: TestApi

  beforeAll(async () => {
    api = await openTestApi(backend)
  })
  afterAll(() => api.db.close())

  const decide = (account: string, body: unknown) =>
    api.app.request(`/dev/accounts/template1.localhost/${account}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })

  it('blocks an account, whose every call then answers BLOCK, and reopens it', async () => {
    const player = await api.registerPlayer('blocked_player')
    expect((await decide('Blocked_Player', { status: 'BLOCK' })).status).toBe(200)
    const blocked = await api.call('/settings/check_status', player)
    expect(blocked.body).toMatchObject({ statusMessage: 'BLOCK' })
    expect((await api.call('/auth/get_balance', player)).body.statusMessage).toBe('BLOCK')

    expect((await decide('blocked_player', { status: 'active' })).status).toBe(200)
    const reopened = await api.call('/settings/check_status', player)
    expect(reopened.body).toMatchObject({ statusCode: 1, account_status: 'active' })
  })

  it('refuses an unknown status or account and changes nothing', async () => {
    const player = await api.registerPlayer('decided_player')
    expect((await decide('decided_player', { status: 'GONE' })).status).toBe(400)
    expect((await decide('nobody_here', { status: 'CLOSE' })).status).toBe(404)
    const status = await api.call('/settings/check_status', player)
    expect(status.body.account_status).toBe('active')
  })
})
