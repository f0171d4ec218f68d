import * as v from 'valibot'
import { defaultScryptPool, type ScryptPoolOptions } from '../accounts/scrypt-pool.ts'
import { defaultSessionRules, type SessionRules } from '../accounts/session-tokens.ts'
import {
  ThrottleOverrides,
  type ThrottleSettings,
  throttleSettings,
} from '../throttle/throttle-rules.ts'

/** How one-time codes leave the server (see code-delivery.ts). */
export type DeliveryConfig =
  | { readonly kind: 'outbox' }
  | { readonly kind: 'log' }
  | { readonly kind: 'webhook'; readonly url: string; readonly token: string }

export interface ServerConfig {
  readonly mode: 'demo' | 'production'
  readonly host: string
  readonly port: number
  /** PostgreSQL; without it, PGlite in `dataDir` (demo mode only). */
  readonly databaseUrl: string | undefined
  readonly dataDir: string
  readonly shellRoot: string
  readonly trustedProxies: number
  /** Where browsers report what the Content-Security-Policy blocked. */
  readonly cspReportUri: string | undefined
  readonly sessions: SessionRules
  readonly throttles: ThrottleSettings
  readonly delivery: DeliveryConfig
  readonly hashing: ScryptPoolOptions
  /**
   * The certificate and key files (PEM) to answer over TLS with, HTTP/2 preferred: every file of
   * a page then travels over one connection. Without them, plain HTTP/1.1, for a deployment that
   * terminates TLS in front of the server.
   */
  readonly tls: { readonly certFile: string; readonly keyFile: string } | undefined
}

const flag = v.optional(v.picklist(['', '0', '1', 'true', 'false']), '')
const positive = (name: string) =>
  v.pipe(
    v.string(),
    v.transform(Number),
    v.number(`${name} must be a number`),
    v.minValue(0.001, `${name} must be above 0`),
  )
const whole = (name: string, min: number, max: number) =>
  v.pipe(
    v.string(),
    v.transform(Number),
    v.number(`${name} must be a number`),
    v.integer(`${name} must be a whole number`),
    v.minValue(min, `${name} must be at least ${min}`),
    v.maxValue(max, `${name} must be at most ${max}`),
  )

const Environment = v.object({
  DEMO: flag,
  HOST: v.optional(v.pipe(v.string(), v.minLength(1, 'HOST is empty')), '127.0.0.1'),
  PORT: v.optional(whole('PORT', 1, 65_535), '8080'),
  DATABASE_URL: v.optional(v.string(), ''),
  DATA_DIR: v.optional(v.string(), ''),
  SHELL_DIST: v.optional(v.string(), ''),
  TRUST_PROXY: v.optional(whole('TRUST_PROXY', 0, 10), '0'),
  CSP_REPORT_URI: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(
        /^[^\s;,"']*$/,
        'CSP_REPORT_URI must be one address, without spaces, commas or quotes',
      ),
    ),
    '',
  ),
  SESSION_IDLE_MINUTES: v.optional(positive('SESSION_IDLE_MINUTES')),
  SESSION_MAX_HOURS: v.optional(positive('SESSION_MAX_HOURS')),
  THROTTLES: v.optional(
    v.pipe(
      v.string(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        try {
          return JSON.parse(dataset.value) as unknown
        } catch {
          addIssue({ message: 'THROTTLES is not valid JSON' })
          return NEVER
        }
      }),
      ThrottleOverrides,
    ),
  ),
  CODE_DELIVERY: v.optional(
    v.picklist(['', 'outbox', 'log', 'webhook'], 'CODE_DELIVERY must be outbox, log or webhook'),
    '',
  ),
  SMS_WEBHOOK_URL: v.optional(v.string(), ''),
  SMS_WEBHOOK_TOKEN: v.optional(v.string(), ''),
  PASSWORD_HASH_WORKERS: v.optional(whole('PASSWORD_HASH_WORKERS', 1, 64)),
  PASSWORD_HASH_QUEUE: v.optional(whole('PASSWORD_HASH_QUEUE', 0, 10_000)),
  TLS_CERT_FILE: v.optional(v.string(), ''),
  TLS_KEY_FILE: v.optional(v.string(), ''),
})

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The server's settings are not usable:\n- ${problems.join('\n- ')}`)
    this.name = 'ConfigError'
  }
}

/**
 * The server's settings from its environment. Production is the default: demo mode, with its
 * seeded sites, instant deposits and readable codes, only when `DEMO=1` asks for it (`npm start`
 * does). Production refuses to start without what a real site needs: PostgreSQL and a way to
 * send codes.
 */
export function serverConfig(
  env: Record<string, string | undefined>,
  defaults: { readonly dataDir: string; readonly shellRoot: string },
): ServerConfig {
  const parsed = v.safeParse(Environment, env)
  if (!parsed.success) {
    throw new ConfigError(
      parsed.issues.map((issue) => {
        const name = issue.path?.map((step: { key: unknown }) => String(step.key)).join('.') ?? ''
        return issue.message.includes(name) || !name ? issue.message : `${name}: ${issue.message}`
      }),
    )
  }
  const e = parsed.output
  const demo = e.DEMO === '1' || e.DEMO === 'true'
  const problems: string[] = []
  const deliveryKind = e.CODE_DELIVERY || (demo ? 'outbox' : '')
  let delivery: DeliveryConfig | undefined
  if (deliveryKind === 'webhook') {
    if (!/^https?:\/\//.test(e.SMS_WEBHOOK_URL)) {
      problems.push('CODE_DELIVERY=webhook needs SMS_WEBHOOK_URL, an http(s) address')
    }
    if (!e.SMS_WEBHOOK_TOKEN) problems.push('CODE_DELIVERY=webhook needs SMS_WEBHOOK_TOKEN')
    delivery = { kind: 'webhook', url: e.SMS_WEBHOOK_URL, token: e.SMS_WEBHOOK_TOKEN }
  } else if (deliveryKind === 'outbox' || deliveryKind === 'log') {
    if (!demo) {
      problems.push(
        `CODE_DELIVERY=${deliveryKind} keeps codes readable and is for demos only (DEMO=1); production sends them with CODE_DELIVERY=webhook`,
      )
    }
    delivery = { kind: deliveryKind }
  } else {
    problems.push(
      'Production mode needs CODE_DELIVERY=webhook with SMS_WEBHOOK_URL and SMS_WEBHOOK_TOKEN (or DEMO=1 for a demo)',
    )
  }
  if (!demo && !e.DATABASE_URL) {
    problems.push(
      'Production mode needs DATABASE_URL (PostgreSQL): the embedded PGlite does not flush its writes to disk, so it is for demos only (DEMO=1)',
    )
  }
  if (Boolean(e.TLS_CERT_FILE) !== Boolean(e.TLS_KEY_FILE)) {
    problems.push('TLS needs both TLS_CERT_FILE and TLS_KEY_FILE (PEM files), or neither')
  }
  if (problems.length > 0 || !delivery) throw new ConfigError(problems)
  return {
    mode: demo ? 'demo' : 'production',
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL || undefined,
    dataDir: e.DATA_DIR || defaults.dataDir,
    shellRoot: e.SHELL_DIST || defaults.shellRoot,
    trustedProxies: e.TRUST_PROXY,
    cspReportUri: e.CSP_REPORT_URI || undefined,
    sessions: {
      idleMinutes: e.SESSION_IDLE_MINUTES ?? defaultSessionRules.idleMinutes,
      maxHours: e.SESSION_MAX_HOURS ?? defaultSessionRules.maxHours,
    },
    throttles: throttleSettings(e.THROTTLES),
    delivery,
    hashing: {
      workers: e.PASSWORD_HASH_WORKERS ?? defaultScryptPool.workers,
      maxQueue: e.PASSWORD_HASH_QUEUE ?? defaultScryptPool.maxQueue,
    },
    tls:
      e.TLS_CERT_FILE && e.TLS_KEY_FILE
        ? { certFile: e.TLS_CERT_FILE, keyFile: e.TLS_KEY_FILE }
        : undefined,
  }
}
