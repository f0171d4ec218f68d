import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { testBackends } from '../db/database.test-support.ts'
import { openTestApi, success, type TestApi } from '../http/api-test-client.test-support.ts'

// Not a suite about password storage: sign-ups hash at a cost that checks in milliseconds.
vi.mock(
  '../accounts/password-hash.ts',
  () => import('../accounts/cheap-password-hash.test-support.ts'),
)

describe.each(testBackends)('VIP levels on $name', (backend) => {
  let api: TestApi

  beforeAll(async () => {
    api = await openTestApi(backend)
  })
  afterAll(() => api.db.close())

  it('answers the ladder from the lowest level up, thresholds rising', async () => {
    const { body } = await api.call('/vip/levels', { domain_name: 'template3.localhost' })
    const levels = success('vipLevels', body).levels
    expect(levels.map((l) => l.vip_name)).toEqual([
      'Bronze',
      'Silver',
      'Gold',
      'Platinum',
      'Diamond',
      'Royal',
    ])
    for (let i = 1; i < levels.length; i++) {
      expect(levels[i]?.min_deposit).toBeGreaterThan(levels[i - 1]?.min_deposit ?? Infinity)
    }
  })

  it('scales thresholds to the currency of each site', async () => {
    const php = await api.call('/vip/levels', { domain_name: 'template1.localhost' })
    const vnd = await api.call('/vip/levels', { domain_name: 'template3.localhost' })
    expect(php.body.levels[1].min_deposit).toBe(100 * vnd.body.levels[1].min_deposit)
  })

  it('answers siteNotFound for an unknown domain', async () => {
    const { body } = await api.call('/vip/levels', { domain_name: 'nowhere.test' })
    expect(body.statusMessage).toBe('siteNotFound')
  })

  it('starts a new player at the first level with nothing counted', async () => {
    const player = await api.registerPlayer('vip_new')
    const level = success('vip', (await api.call('/auth/vip', player)).body).nextLevel[0]
    expect(level).toMatchObject({ vip_name: 'Bronze', cycle_deposit: 0, cycle_turnover: 0 })
  })
})
