import { describe, expect, it } from 'vitest'
import { ConfigError, serverConfig } from './server-config.ts'

const defaults = { dataDir: '/data', shellRoot: '/shell' }
const production = {
  DATABASE_URL: 'postgres://db/parlor',
  CODE_DELIVERY: 'webhook',
  SMS_WEBHOOK_URL: 'https://sms.example/send',
  SMS_WEBHOOK_TOKEN: 'secret',
}

describe('serverConfig', () => {
  it('is production unless DEMO=1 asks for a demo', () => {
    expect(serverConfig(production, defaults).mode).toBe('production')
    const demo = serverConfig({ DEMO: '1' }, defaults)
    expect(demo).toMatchObject({
      mode: 'demo',
      delivery: { kind: 'outbox' },
      databaseUrl: undefined,
    })
  })

  it('listens on the loopback address unless HOST says otherwise', () => {
    expect(serverConfig(production, defaults)).toMatchObject({ host: '127.0.0.1', port: 8080 })
    expect(serverConfig({ ...production, HOST: '0.0.0.0', PORT: '9000' }, defaults)).toMatchObject({
      host: '0.0.0.0',
      port: 9000,
    })
  })

  it('answers over TLS given a certificate and its key, and refuses one without the other', () => {
    expect(serverConfig(production, defaults).tls).toBeUndefined()
    const files = { TLS_CERT_FILE: '/etc/ssl/site.pem', TLS_KEY_FILE: '/etc/ssl/site.key' }
    expect(serverConfig({ ...production, ...files }, defaults).tls).toEqual({
      certFile: '/etc/ssl/site.pem',
      keyFile: '/etc/ssl/site.key',
    })
    expect(() =>
      serverConfig({ ...production, TLS_CERT_FILE: '/etc/ssl/site.pem' }, defaults),
    ).toThrow(/TLS_CERT_FILE and TLS_KEY_FILE/)
  })

  it('refuses production without PostgreSQL or an SMS gateway, naming each', () => {
    try {
      serverConfig({}, defaults)
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError)
      const problems = (error as ConfigError).problems.join('\n')
      expect(problems).toMatch(/DATABASE_URL/)
      expect(problems).toMatch(/CODE_DELIVERY=webhook/)
    }
  })

  it('keeps readable codes for demos only', () => {
    expect(() => serverConfig({ ...production, CODE_DELIVERY: 'log' }, defaults)).toThrow(
      /demos only/,
    )
    expect(serverConfig({ DEMO: '1', CODE_DELIVERY: 'log' }, defaults).delivery.kind).toBe('log')
  })

  it('reads sessions, proxies, hashing and throttle overrides, and refuses bad values', () => {
    const config = serverConfig(
      {
        ...production,
        SESSION_IDLE_MINUTES: '15',
        SESSION_MAX_HOURS: '0.5',
        TRUST_PROXY: '1',
        PASSWORD_HASH_WORKERS: '2',
        PASSWORD_HASH_QUEUE: '4',
        THROTTLES: '{"signUpSource":{"free":200}}',
      },
      defaults,
    )
    expect(config.sessions).toEqual({ idleMinutes: 15, maxHours: 0.5 })
    expect(config.trustedProxies).toBe(1)
    expect(config.hashing).toEqual({ workers: 2, maxQueue: 4 })
    expect(config.throttles.signUpSource.free).toBe(200)
    expect(() => serverConfig({ ...production, THROTTLES: '{"nope":{}}' }, defaults)).toThrow(
      ConfigError,
    )
    expect(() => serverConfig({ ...production, THROTTLES: 'not json' }, defaults)).toThrow(
      /THROTTLES/,
    )
    expect(() => serverConfig({ ...production, PORT: 'eighty' }, defaults)).toThrow(/PORT/)
    expect(() => serverConfig({ ...production, TRUST_PROXY: '-1' }, defaults)).toThrow(
      /TRUST_PROXY/,
    )
  })
})
