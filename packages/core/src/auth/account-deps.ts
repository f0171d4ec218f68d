import type { ApiClient } from '../api/api-client.ts'
import type { Store } from '../stores/store.ts'

/** What the account rules need: the calls they make and the store they keep the player in. */
export interface AccountDeps {
  readonly api: ApiClient
  readonly store: Store
}
