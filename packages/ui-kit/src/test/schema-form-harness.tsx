import type { ReactNode } from 'react'
import type { Control, DefaultValues, UseFormReturn } from 'react-hook-form'
import type * as v from 'valibot'
import { type FormSchema, useSchemaForm } from '../use-schema-form/use-schema-form.ts'

type Form<TSchema extends FormSchema> = UseFormReturn<
  v.InferInput<TSchema>,
  unknown,
  v.InferOutput<TSchema>
>

/**
 * A form made by `useSchemaForm` for tests: renders the fields the test gives it, and hands the
 * form object out so a test can act as the page would (apply a server error, read values).
 */
export function SchemaFormHarness<TSchema extends FormSchema>(props: {
  schema: TSchema
  defaultValues: DefaultValues<v.InferInput<TSchema>>
  onForm?: (form: Form<TSchema>) => void
  onSubmit?: (values: v.InferOutput<TSchema>) => void
  children: (control: Control<v.InferInput<TSchema>, unknown, v.InferOutput<TSchema>>) => ReactNode
}) {
  const form = useSchemaForm(props.schema, { defaultValues: props.defaultValues })
  props.onForm?.(form)
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => props.onSubmit?.(values))}>
      {props.children(form.control)}
      <button type="submit">Submit</button>
    </form>
  )
}
