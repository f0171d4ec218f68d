import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { testBackends } from '../db/database.test-support.ts'
import { openTestApi, success, type TestApi } from '../http/api-test-client.test-support.ts'

// Not a suite about password storage: sign-ups hash at a cost that checks in milliseconds.
vi.mock(
  '../accounts/password-hash.ts',
  () => import('../accounts/cheap-password-hash.test-support.ts'),
)

describe.each(testBackends)('referrals on $name', (backend) => {
  let api: TestApi

  beforeAll(async () => {
    api = await openTestApi(backend)
  })
  afterAll(() => api.db.close())

  it('lists invitees who signed up with the code and earns on their stakes', async () => {
    const inviter = await api.registerPlayer('inviter_one')
    const summary = success('referralSummary', (await api.call('/referral/summary', inviter)).body)
    expect(summary).toMatchObject({ referral_code: 'inviter_one', invitee_count: 0 })

    const signup = await api.call('/auth/signup', {
      domain_name: 'template1.localhost',
      account_id: 'invited_one',
      password: 'correct horse',
      contact_phone: '+639171234567',
      referrer_code: 'INVITER_ONE',
    })
    expect(signup.body.statusCode).toBe(1)
    const pending = success('referralSummary', (await api.call('/referral/summary', inviter)).body)
    expect(pending.invitee_count).toBe(0) // not until the phone is confirmed

    const outbox = await api.app.request(
      '/dev/outbox?account_id=invited_one&domain_name=template1.localhost',
    )
    const code = (await outbox.json()).messages[0].code
    const verified = await api.call('/auth/tac/verify', {
      domain_name: 'template1.localhost',
      account_id: 'invited_one',
      tac: code,
    })
    const invitee = { account_id: 'invited_one', auth: verified.body.token }
    await api.credit(invitee, 100_000)
    const { body } = await api.call('/game/list', { domain_name: 'template1.localhost' })
    for (let i = 0; i < 2; i++) {
      await api.call('/game/demo_spin', { ...invitee, ...body.items[0], stake: 10_000 })
    }

    const after = success('referralSummary', (await api.call('/referral/summary', inviter)).body)
    expect(after).toMatchObject({
      invitee_count: 1,
      total_earnings: 100, // 0.5% of 20,000 staked
      pending_earnings: 100,
      invitees: [{ account_id: 'in***ne', has_deposited: false, earnings: 100 }],
    })
  })

  it("does not count another site's players with the same code", async () => {
    const inviter = await api.registerPlayer('inviter_two')
    await api.registerPlayer('elsewhere', 'template2.localhost')
    await api.db.query(`update accounts set referrer_code = 'inviter_two' where account_id = $1`, [
      'elsewhere',
    ])
    const summary = success('referralSummary', (await api.call('/referral/summary', inviter)).body)
    expect(summary.invitee_count).toBe(0)
  })
})
