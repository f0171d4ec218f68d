import { useLingui } from '@lingui/react'
import { useId } from 'react'
import {
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
  useController,
} from 'react-hook-form'
import { translateValidation } from '../validation-messages/translate-validation.ts'

/** What every field takes to join a form made by `useSchemaForm` (or plain `useForm`). */
export interface FieldControlProps<T extends FieldValues, TTransformed = T> {
  readonly control: Control<T, unknown, TTransformed>
  readonly name: FieldPath<T>
}

export interface FieldWiring<T extends FieldValues> {
  readonly field: ControllerRenderProps<T, FieldPath<T>>
  /** The translated error, or null. */
  readonly error: string | null
  readonly ids: { readonly inputId: string; readonly hintId: string; readonly errorId: string }
  readonly describedBy: string | undefined
}

/**
 * A field's wiring: the controller, ids that tie the label, hint and error to the control, and the
 * error translated from its validation key. A field is only validated on leaving it once the player
 * has typed in it.
 */
export function useField<T extends FieldValues, TTransformed>(
  { control, name }: FieldControlProps<T, TTransformed>,
  hint: string | undefined,
): FieldWiring<T> {
  const { i18n } = useLingui()
  const { field, fieldState } = useController({ control, name })
  const inputId = useId()
  const hintId = `${inputId}-hint`
  const errorId = `${inputId}-error`
  const error = fieldState.error ? translateValidation(i18n, fieldState.error.message ?? '') : null
  // The hint first, then the error: a reader hears the rule, then what is wrong.
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ')
  // Passing through an empty field is not a mistake: its "required" error waits for the submit.
  // An error appearing on blur would also shift the page under a click on a link below it.
  const onBlur = () => {
    if (fieldState.isDirty || fieldState.error) field.onBlur()
  }
  return {
    field: { ...field, onBlur },
    error,
    ids: { inputId, hintId, errorId },
    describedBy: describedBy || undefined,
  }
}
