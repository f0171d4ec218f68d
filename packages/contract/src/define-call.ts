import type * as v from 'valibot'

type AnySchema = v.GenericSchema<unknown, unknown>

/**
 * A call of the platform: its path, what it sends and what it reads. `account` calls carry
 * `account_id` and `auth`; `idempotent` calls move money and accept an `Idempotency-Key` header.
 */
export interface CallDefinition<
  TPath extends `/api/${string}` = `/api/${string}`,
  TRequest extends AnySchema = AnySchema,
  TResponse extends AnySchema = AnySchema,
> {
  readonly path: TPath
  readonly request: TRequest
  readonly response: TResponse
  readonly account: boolean
  readonly idempotent: boolean
}

export function defineCall<
  const TPath extends `/api/${string}`,
  TRequest extends AnySchema,
  TResponse extends AnySchema,
>(definition: {
  path: TPath
  request: TRequest
  response: TResponse
  account?: boolean
  idempotent?: boolean
}): CallDefinition<TPath, TRequest, TResponse> {
  return { account: false, idempotent: false, ...definition }
}
