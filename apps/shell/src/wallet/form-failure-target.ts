import type { FieldValues, UseFormReturn } from 'react-hook-form'

/**
 * A form whose schema transforms its values (amount text into minor units), as the shell's
 * `showFormFailure` takes it. That helper is typed for forms that submit what they hold, but it
 * only puts errors on fields by name (`setError`), which does not depend on the submitted type.
 */
export function formFailureTarget<TFields extends FieldValues, TValues>(
  form: UseFormReturn<TFields, unknown, TValues>,
): UseFormReturn<TFields> {
  return form as unknown as UseFormReturn<TFields>
}
