import type { ApiClient } from '../api/api-client.ts'
import type { Store } from '../stores/store.ts'

/** What the account rules need: the calls they make and the store they keep the player in. */
export interface AccountDeps {
  readonly api: ApiClient
  readonly store: Store
  /**
   * Where a failed account call that no caller sees goes (the general error handler): the
   * balance, VIP and favourites that load right after sign-in. Without it they fail silently.
   */
  readonly report?: (failure: unknown) => void
}
