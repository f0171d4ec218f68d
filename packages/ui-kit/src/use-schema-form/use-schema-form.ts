import { valibotResolver } from '@hookform/resolvers/valibot'
import { type FieldValues, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form'
import type * as v from 'valibot'

/** A valibot schema of a form: its input is what the fields hold, its output what is submitted. */
export type FormSchema = v.GenericSchema<FieldValues, unknown>

export type SchemaFormOptions<TSchema extends FormSchema> = Omit<
  UseFormProps<v.InferInput<TSchema>, unknown, v.InferOutput<TSchema>>,
  'resolver'
>

/**
 * react-hook-form validated by a valibot schema (usually built from the contract's fields, so
 * the form and the server apply the same rules). Errors show once a field has been left
 * ('onTouched'), not while the player is still typing the first time; options pass through.
 */
export function useSchemaForm<TSchema extends FormSchema>(
  schema: TSchema,
  options?: SchemaFormOptions<TSchema>,
): UseFormReturn<v.InferInput<TSchema>, unknown, v.InferOutput<TSchema>> {
  return useForm<v.InferInput<TSchema>, unknown, v.InferOutput<TSchema>>({
    mode: 'onTouched',
    ...options,
    resolver: valibotResolver(schema),
  })
}
