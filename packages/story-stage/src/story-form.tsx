import { type ReactNode, useEffect } from 'react'
import { type Control, useForm } from 'react-hook-form'

export type StoryValues = Record<string, unknown>

/**
 * A one-field form for field stories: the field is named `value`; `error` is a validation key
 * set as if the field had failed, so a story shows the translated message.
 */
export function StoryForm({
  defaultValue = '',
  error,
  children,
}: {
  defaultValue?: unknown
  error?: string
  children: (control: Control<StoryValues>) => ReactNode
}) {
  const form = useForm<StoryValues>({ defaultValues: { value: defaultValue }, mode: 'onTouched' })
  useEffect(() => {
    if (error) form.setError('value', { type: 'story', message: error })
  }, [error, form])
  return (
    <form noValidate style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
      {children(form.control)}
    </form>
  )
}
