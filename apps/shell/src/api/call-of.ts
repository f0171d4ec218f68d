import type { CallName, RequestOf, ResponseOf } from '@parlor/contract'
import type { ApiClient, CallOptions } from '@parlor/core'

/** One call of the client, typed by its name (indexing the client by a generic name loses that). */
export function callOf<TName extends CallName>(api: ApiClient, name: TName) {
  return api[name] as unknown as (
    body: RequestOf<TName>,
    options?: CallOptions,
  ) => Promise<ResponseOf<TName>>
}
