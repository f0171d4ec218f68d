import { useLingui } from '@lingui/react'
import { useState } from 'react'
import type { FieldValues } from 'react-hook-form'
import { TextField, type TextFieldProps } from '../text-field/text-field.tsx'
import './password-field.css'

export type PasswordFieldProps<T extends FieldValues, TTransformed = T> = Omit<
  TextFieldProps<T, TTransformed>,
  'type' | 'filter' | 'trailing'
>

/**
 * A password input with a show/hide toggle. The toggle keeps one label and says its state with
 * aria-pressed, so a screen reader hears "Show password, pressed" rather than a label that flips.
 */
export function PasswordField<T extends FieldValues, TTransformed = T>(
  props: PasswordFieldProps<T, TTransformed>,
) {
  const { i18n } = useLingui()
  const [visible, setVisible] = useState(false)
  return (
    <TextField
      {...props}
      autoComplete={props.autoComplete ?? 'current-password'}
      type={visible ? 'text' : 'password'}
      // Shown as text, a password must not be capitalised or spell-checked (and sent to a cloud).
      autoCapitalize="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          className="pk-password-toggle"
          data-slot="password-toggle"
          aria-label={i18n._({ id: 'form.showPassword', message: 'Show password' })}
          aria-pressed={visible}
          disabled={props.disabled}
          onClick={() => setVisible((shown) => !shown)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none">
            <path
              d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
              stroke="currentColor"
              strokeWidth="2"
            />
            <circle cx="12" cy="12" r="3" stroke="currentColor" strokeWidth="2" />
            {visible ? null : <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" />}
          </svg>
        </button>
      }
    />
  )
}
