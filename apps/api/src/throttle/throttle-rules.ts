import * as v from 'valibot'

/**
 * How many attempts a key (a source, an account, a phone…) gets, and how long it waits after.
 * The first `free` attempts of a window pass with only `gap` seconds between them; each one after
 * waits `wait` seconds, doubling per attempt up to `maxWait`. A window starts at a key's first
 * attempt and ends `window` seconds later, when the key starts over.
 *
 * One shape serves both kinds of limit the server needs: a back-off for guesses (a small `wait`
 * that grows) and a quota for messages (`wait` = `maxWait` = the window: N per window, then
 * nothing until it ends).
 */
export interface ThrottleRule {
  readonly free: number
  readonly gap: number
  readonly wait: number
  readonly maxWait: number
  readonly window: number
}

const Seconds = v.pipe(v.number(), v.minValue(0), v.maxValue(365 * 86_400))
export const ThrottleRuleSchema = v.strictObject({
  free: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)),
  gap: Seconds,
  wait: Seconds,
  maxWait: Seconds,
  window: v.pipe(Seconds, v.minValue(1)),
})

/** Seconds to wait after the `hits`-th attempt of a window (1-based). */
export function waitAfter(hits: number, rule: ThrottleRule): number {
  if (hits < rule.free) return rule.gap
  return Math.max(rule.gap, Math.min(rule.wait * 2 ** (hits - rule.free), rule.maxWait))
}

const minute = 60
const hour = 3600
const day = 86_400

/**
 * The server's limits (docs/security.md explains each). Guesses are throttled by the pair of the
 * guessing source and the account, so an attacker's failures slow the attacker, not the owner;
 * the account's own limit skips devices the account has signed in from before.
 */
export const defaultThrottles = {
  /** Failed sign-ins of one source against one account: 5, then 2 s doubling to 15 min. */
  signInPair: { free: 5, gap: 0, wait: 2, maxWait: 15 * minute, window: hour },
  /**
   * Failed sign-ins of one account from devices it has never signed in from, whatever their
   * source: 10, then 1 s doubling to a minute. At most about 70 guesses an hour however many
   * addresses an attacker has, while a known device is never held back by it.
   */
  signInAccount: { free: 10, gap: 0, wait: 1, maxWait: minute, window: hour },
  /** Failed sign-ins of one source over every account (credential stuffing): 30, then 1 s up. */
  signInSource: { free: 30, gap: 0, wait: 1, maxWait: 15 * minute, window: hour },
  /**
   * Wrong one-time codes of one account, over every code it is sent (sign-up, sign-in, reset):
   * 10 a day, then 15 minutes doubling to a day. With six digits, a guesser's odds stay under
   * one in a thousand a month.
   */
  codeGuess: { free: 10, gap: 0, wait: 15 * minute, maxWait: day, window: day },
  /** Codes sent for one account: one a minute (`resend_after`), five an hour. */
  codeSendAccount: { free: 5, gap: minute, wait: hour, maxWait: hour, window: hour },
  /** Codes sent to one phone number over every account and site: five an hour, ten a day. */
  codeSendPhone: { free: 5, gap: 0, wait: hour, maxWait: day, window: day },
  /** Codes asked for by one source: twenty an hour. */
  codeSendSource: { free: 20, gap: 0, wait: hour, maxWait: hour, window: hour },
  /** Accounts created from one source: twenty an hour. */
  signUpSource: { free: 20, gap: 0, wait: hour, maxWait: hour, window: hour },
} as const satisfies Record<string, ThrottleRule>

export type ThrottleName = keyof typeof defaultThrottles
export type ThrottleSettings = { readonly [TName in ThrottleName]: ThrottleRule }

/**
 * Overrides of the defaults, as the `THROTTLES` environment variable carries them (JSON, any
 * subset of rules and fields): `{"signUpSource":{"free":200}}`.
 */
const RuleOverride = v.optional(v.partial(ThrottleRuleSchema))
export const ThrottleOverrides = v.strictObject(
  Object.fromEntries(Object.keys(defaultThrottles).map((name) => [name, RuleOverride])) as {
    [TName in ThrottleName]: typeof RuleOverride
  },
)
export type ThrottleOverrides = v.InferOutput<typeof ThrottleOverrides>

export function throttleSettings(overrides: ThrottleOverrides = {}): ThrottleSettings {
  const merged = Object.fromEntries(
    (Object.keys(defaultThrottles) as ThrottleName[]).map((name) => [
      name,
      v.parse(ThrottleRuleSchema, { ...defaultThrottles[name], ...overrides[name] }),
    ]),
  )
  return merged as ThrottleSettings
}
