import { type FailureEnvelope, statusCode, statusMessage } from '@parlor/contract'
import type { FailurePolicy } from './failure-policy.ts'

/** Why a call produced no usable answer. */
export type FailureCause =
  | { readonly kind: 'network'; readonly detail: string }
  | { readonly kind: 'timeout'; readonly detail: string }
  | { readonly kind: 'http'; readonly status: number; readonly detail: string }
  | { readonly kind: 'invalid-json'; readonly detail: string }
  | { readonly kind: 'schema'; readonly detail: string }
  | { readonly kind: 'invalid-request'; readonly detail: string }
  /** An account call with nobody signed in: nothing was sent. */
  | { readonly kind: 'no-session' }

/** The startup failure also says the site is not in maintenance. */
export type StartupFailure = FailureEnvelope & {
  readonly maintenance: { is_maintenance: false; start_date: null; end_date: null }
}

/** Turns a failed call into the envelope its failure policy prescribes. */
export function failureEnvelope(
  policy: FailurePolicy,
  cause: FailureCause,
): FailureEnvelope | StartupFailure {
  if (cause.kind === 'invalid-request') {
    return {
      statusCode: statusCode.badRequest,
      statusMessage: statusMessage.invalidRequest,
      statusDetail: cause.detail,
    }
  }
  if (cause.kind === 'no-session') {
    // What the server answers an unknown session, so the general handler ends it the same way.
    return {
      statusCode: statusCode.unauthorized,
      statusMessage: statusMessage.sessionExpired,
      statusDetail: '',
    }
  }
  const unreachable = cause.kind === 'network' || cause.kind === 'timeout'
  switch (policy) {
    case 'background':
      return {
        statusCode: statusCode.serviceUnavailable,
        statusMessage: statusMessage.serviceUnavailable,
        statusDetail: cause.detail,
      }
    case 'startup-area':
      if (unreachable) {
        return {
          statusCode: statusCode.disconnect,
          statusMessage: statusMessage.disconnect,
          statusDetail: cause.detail,
        }
      }
      return internalServerError(cause.detail)
    case 'startup':
      return {
        ...internalServerError(cause.detail),
        maintenance: { is_maintenance: false, start_date: null, end_date: null },
      }
    case 'action':
      return internalServerError(cause.detail)
  }
}

function internalServerError(detail: string): FailureEnvelope {
  return {
    statusCode: statusCode.internalServerError,
    statusMessage: statusMessage.internalServerError,
    statusDetail: detail,
  }
}
