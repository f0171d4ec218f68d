import * as v from 'valibot'
import { statusCode } from './status.ts'

/**
 * Every response carries these three fields. `statusDetail` is free text for people
 * (for example which field failed validation); clients never branch on it.
 */
export const envelopeEntries = {
  statusCode: v.number(),
  statusMessage: v.optional(v.string(), ''),
  statusDetail: v.optional(v.string(), ''),
}

/** The answer to any call that did not succeed: statusCode is anything but 1. */
export const FailureEnvelope = v.object({
  ...envelopeEntries,
  // A schema rather than a pipe check: a body with statusCode 1 then fails this branch as a type
  // mismatch, and valibot reports the success branch's missing fields instead of this rule.
  statusCode: v.custom<number>(
    (code) => typeof code === 'number' && code !== statusCode.success,
    'statusCode 1 is success',
  ),
})
export type FailureEnvelope = v.InferOutput<typeof FailureEnvelope>

type Entries = v.ObjectEntries

/**
 * A call's response: on success (statusCode 1) the envelope plus the call's own fields, otherwise
 * a bare failure envelope. A success body that lacks its fields matches neither branch, so it is
 * a schema error rather than a half-filled object.
 */
export function response<const TEntries extends Entries>(entries: TEntries) {
  const success = v.object({
    ...envelopeEntries,
    statusCode: v.literal(statusCode.success),
    ...entries,
  })
  return v.union([success, FailureEnvelope])
}

export type SuccessOf<TResponse> = Extract<TResponse, { statusCode: 1 }>

export function isSuccess<TResponse extends { statusCode: number }>(
  res: TResponse,
): res is Extract<TResponse, { statusCode: 1 }> {
  return res.statusCode === statusCode.success
}
