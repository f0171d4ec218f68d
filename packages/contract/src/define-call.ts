import type * as v from 'valibot'
import type { accountEntries } from './fields.ts'

type AnySchema = v.GenericSchema<unknown, unknown>

/** The session an account call sends, as its request schema takes it. */
export type AccountSession = v.InferInput<v.ObjectSchema<typeof accountEntries, undefined>>

/**
 * A call of the platform: its path, what it sends and what it reads. `account` calls carry
 * `account_id` and `auth`; `idempotent` calls move money and accept an `Idempotency-Key` header;
 * `localized` calls answer operator texts and may say which language to write them in.
 * `TAccount` keeps `account` literal, so types can tell account calls from the others.
 */
export interface CallDefinition<
  TPath extends `/api/${string}` = `/api/${string}`,
  TRequest extends AnySchema = AnySchema,
  TResponse extends AnySchema = AnySchema,
  TAccount extends boolean = boolean,
> {
  readonly path: TPath
  readonly request: TRequest
  readonly response: TResponse
  readonly account: TAccount
  readonly idempotent: boolean
  readonly localized: boolean
}

interface CallSpec<TPath, TRequest, TResponse> {
  path: TPath
  request: TRequest
  response: TResponse
  idempotent?: boolean
  /** Its request takes `languageEntries`; a client fills them with the language on screen. */
  localized?: boolean
}

/** An account call: its request must take the session, which a client attaches for its caller. */
export function defineCall<
  const TPath extends `/api/${string}`,
  TRequest extends v.GenericSchema<AccountSession, unknown>,
  TResponse extends AnySchema,
>(
  definition: CallSpec<TPath, TRequest, TResponse> & { account: true },
): CallDefinition<TPath, TRequest, TResponse, true>
export function defineCall<
  const TPath extends `/api/${string}`,
  TRequest extends AnySchema,
  TResponse extends AnySchema,
>(
  definition: CallSpec<TPath, TRequest, TResponse> & { account?: false },
): CallDefinition<TPath, TRequest, TResponse, false>
export function defineCall(
  definition: CallSpec<`/api/${string}`, AnySchema, AnySchema> & { account?: boolean },
): CallDefinition {
  return { account: false, idempotent: false, localized: false, ...definition }
}
