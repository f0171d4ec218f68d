import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form'

export interface FieldErrorEnvelope {
  readonly statusMessage: string
  readonly statusDetail: string
}

/**
 * One entry of `statusDetail`: a field alone (`account_id`, whose key is the statusMessage) or a
 * field and its own key (`password: passwordTooShort`), as the server and the client's own
 * refusals write them. Free text ("The body is not valid JSON") matches neither.
 */
const entry = /^([A-Za-z_][\w.]*)(?:\s*:\s*([A-Za-z]+))?$/

function fieldErrors(envelope: FieldErrorEnvelope): Map<string, string> {
  const errors = new Map<string, string>()
  for (const part of envelope.statusDetail.split(';')) {
    const match = entry.exec(part.trim())
    if (!match?.[1]) continue
    const key = match[2] ?? envelope.statusMessage.trim()
    if (!errors.has(match[1])) errors.set(match[1], key)
  }
  return errors
}

/**
 * Puts a failed call's field-level answer on the form: each field of this form that statusDetail
 * names gets its key as the error message (the field shows it translated), and the first such
 * field in the form's order takes focus. Returns false when no field of the form is named, and
 * the caller then hands the envelope to the general error handler; fields the form lacks are
 * left to that handler too, so nothing is set for them here.
 */
export function applyServerFieldError<T extends FieldValues>(
  form: { readonly setError: UseFormSetError<T> },
  envelope: FieldErrorEnvelope,
  fields: readonly string[],
): boolean {
  const errors = fieldErrors(envelope)
  const named = fields.filter((field) => errors.has(field))
  named.forEach((field, index) => {
    form.setError(
      field as FieldPath<T>,
      { type: 'server', message: errors.get(field) ?? '' },
      { shouldFocus: index === 0 },
    )
  })
  return named.length > 0
}
