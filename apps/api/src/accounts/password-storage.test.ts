import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testBackends } from '../db/database.test-support.ts'
import { openTestApi, type TestApi } from '../http/api-test-client.test-support.ts'

/**
 * What the database keeps of a password and a session, at the server's real scrypt cost. The
 * other account suites hash at a cheap cost (cheap-password-hash.test-support.ts) to stay fast;
 * this one is why they may.
 */
describe.each(testBackends)('password storage on $name', (backend) => {
  let api: TestApi

  beforeAll(async () => {
    api = await openTestApi(backend)
  })
  afterAll(() => api.db.close())

  it('stores only scrypt hashes of passwords and SHA-256 hashes of tokens', async () => {
    const { auth: token } = await api.registerPlayer('hash_check')
    const [account] = await api.db.query<{ password_hash: string }>(
      `select password_hash from accounts where account_id = 'hash_check'`,
    )
    expect(account?.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/)
    const sessions = await api.db.query<{ token_hash: string }>('select token_hash from sessions')
    expect(sessions.map((s) => s.token_hash)).not.toContain(token)
  })

  it('checks a password against a hash of that cost', async () => {
    await api.registerPlayer('cost_check')
    const login = (password: string) =>
      api.call('/auth/login', {
        domain_name: 'template1.localhost',
        account_id: 'cost_check',
        password,
      })
    expect((await login('correct horse')).body).toMatchObject({ statusCode: 1 })
    expect((await login('wrong password')).body).toMatchObject({
      statusCode: -401,
      statusMessage: 'invalidCredentials',
    })
  })
})
