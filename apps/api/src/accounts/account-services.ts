import type { Database } from '../db/database.ts'
import type { ThrottleSettings } from '../throttle/throttle-rules.ts'
import { throttleStore } from '../throttle/throttle-store.ts'
import type { CodeDelivery } from './code-delivery.ts'
import { codeSending } from './code-sending.ts'
import type { SessionRules } from './session-tokens.ts'
import { signInThrottle } from './sign-in-throttle.ts'

export interface AccountSettings {
  readonly throttles: ThrottleSettings
  readonly sessions: SessionRules
  readonly delivery: CodeDelivery
}

/** What the account calls share: the database, the throttles, code delivery and session rules. */
export function accountServices(db: Database, settings: AccountSettings) {
  const throttles = throttleStore(db, settings.throttles)
  return {
    db,
    throttles,
    attempt: signInThrottle(db, throttles),
    codes: codeSending(throttles, settings.throttles),
    delivery: settings.delivery,
    sessions: settings.sessions,
  }
}

export type AccountServices = ReturnType<typeof accountServices>
