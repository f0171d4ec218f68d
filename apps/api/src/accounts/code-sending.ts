import type { ThrottleSettings } from '../throttle/throttle-rules.ts'
import type { Reservation, ThrottleKey, ThrottleStore } from '../throttle/throttle-store.ts'
import type { TacPurpose } from './tac-codes.ts'

/** A phone as the throttle counts it: digits only, so `+63…` and `63…` are one number. */
const phoneKey = (phone: string) => phone.replace(/\D/g, '')

/**
 * The limits on sending codes, each SMS costing the operator money and the player's patience:
 * per account and purpose (one a minute, which the answers' `resend_after` promises: a sign-up
 * code does not hold back a reset code), per phone over every account, site and purpose, and per
 * source. Counted from what the caller sent, never from whether the
 * account exists, so a refusal tells nobody which accounts there are.
 */
export function codeSending(throttles: ThrottleStore, settings: ThrottleSettings) {
  return {
    /** Seconds until the same account may be sent another code. */
    resendAfter: settings.codeSendAccount.gap,
    keys(target: {
      readonly domain: string
      readonly accountId: string
      readonly purpose: TacPurpose
      readonly source: string
      readonly phone?: string
    }): ThrottleKey[] {
      return [
        {
          name: 'codeSendAccount',
          key: `${target.domain}|${target.accountId}|${target.purpose}`,
        },
        { name: 'codeSendSource', key: target.source },
        ...(target.phone ? [{ name: 'codeSendPhone' as const, key: phoneKey(target.phone) }] : []),
      ]
    },
    /** The phone's own limit, for a call that must answer alike whether a code went out. */
    reservePhone(phone: string, now: Date): Promise<Reservation> {
      return throttles.reserve([{ name: 'codeSendPhone', key: phoneKey(phone) }], now)
    },
  }
}

export type CodeSending = ReturnType<typeof codeSending>
