import { type FailureEnvelope, isSuccess, type SuccessOf } from '@parlor/contract'

/**
 * A call that answered a failure envelope, thrown so TanStack Query treats it as an error. The
 * envelope travels with it: the general error handler reads its status and message, and a form
 * reads which field the server refused.
 */
export class CallFailure extends Error {
  override readonly name = 'CallFailure'
  constructor(readonly envelope: FailureEnvelope) {
    super(envelope.statusMessage || envelope.statusDetail || `statusCode ${envelope.statusCode}`)
  }
}

/** The success answer of a call, or a thrown CallFailure. */
export async function successOrThrow<TResponse extends { statusCode: number }>(
  pending: Promise<TResponse>,
): Promise<SuccessOf<TResponse>> {
  const res = await pending
  if (isSuccess(res)) return res as SuccessOf<TResponse>
  throw new CallFailure(res as unknown as FailureEnvelope)
}

/** What the general error handler should read from any thrown value. */
export function failureOf(error: unknown): unknown {
  return error instanceof CallFailure ? error.envelope : error
}
