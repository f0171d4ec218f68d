import { type FailureEnvelope, sessionEndingMessages, statusCode } from '@parlor/contract'
import { applyServerFieldError } from '@parlor/ui-kit/form'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { CallFailure } from '../api/call-failure.ts'
import type { ErrorReporter } from '../errors/error-reporter.ts'

/** Refusals about what the player typed: they belong on the form, not in a dialog. */
const formLevelCodes: ReadonlySet<number> = new Set([
  statusCode.badRequest,
  statusCode.unauthorized,
  statusCode.notFound,
  statusCode.conflict,
  statusCode.tooManyRequests,
])

/**
 * Where a failed submission shows: on the field the server named, else as the form's own message
 * when it is about the input (wrong password, too many attempts), else through the general
 * handler (network down, session over, server error). Returns the form-level message key, if any.
 */
export function showFormFailure<TValues extends FieldValues>(
  form: UseFormReturn<TValues>,
  error: unknown,
  fields: readonly (keyof TValues & string)[],
  reporter: ErrorReporter,
): string | null {
  const envelope: FailureEnvelope | null = error instanceof CallFailure ? error.envelope : null
  if (!envelope || sessionEndingMessages.includes(envelope.statusMessage)) {
    reporter.report(error)
    return null
  }
  if (applyServerFieldError(form, envelope, fields)) return null
  if (formLevelCodes.has(envelope.statusCode)) return envelope.statusMessage
  reporter.report(error)
  return null
}
