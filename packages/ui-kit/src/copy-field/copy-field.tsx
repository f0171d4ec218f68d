import { useLingui } from '@lingui/react'
import { useEffect, useId, useRef, useState } from 'react'
import { Button } from '../button/button.tsx'
import './copy-field.css'

export interface CopyFieldProps {
  /** What the value is ("Your referral code"): the field's visible label. */
  readonly label: string
  readonly value: string
  /** The button's accessible name, naming what it copies ("Copy referral code"). */
  readonly copyLabel: string
  /** Tests and stories stand in for the browser's clipboard; the platform's by default. */
  readonly writeText?: (text: string) => Promise<void>
}

type CopyState = 'idle' | 'copied' | 'selected'

/** How long "Copied" stays before the status clears, so a second copy is announced again. */
const statusMs = 4000

function browserWriteText(text: string): Promise<void> {
  if (!globalThis.navigator?.clipboard) return Promise.reject(new Error('No clipboard'))
  return globalThis.navigator.clipboard.writeText(text)
}

/**
 * A value to share (a code, an invitation link) with a Copy button. Where the clipboard is not
 * allowed (an insecure page, an old browser, a refused permission) the text is selected instead,
 * so the device's own copy command takes it; either outcome is said in a polite status.
 */
export function CopyField({
  label,
  value,
  copyLabel,
  writeText = browserWriteText,
}: CopyFieldProps) {
  const { i18n } = useLingui()
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [state, setState] = useState<CopyState>('idle')

  useEffect(() => {
    if (state === 'idle') return
    const timer = setTimeout(() => setState('idle'), statusMs)
    return () => clearTimeout(timer)
  }, [state])

  const copy = async () => {
    try {
      await writeText(value)
      setState('copied')
    } catch {
      input.current?.focus()
      input.current?.select()
      setState('selected')
    }
  }

  return (
    <div className="pk-copy-field" data-slot="copy-field">
      <label className="pk-copy-field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="pk-copy-field__row">
        <input
          ref={input}
          id={inputId}
          className="pk-copy-field__input"
          data-slot="copy-field-input"
          value={value}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" aria-label={copyLabel} onClick={copy}>
          {i18n._({ id: 'copyField.copy', message: 'Copy' })}
        </Button>
      </div>
      <p className="pk-copy-field__status" role="status" data-slot="copy-field-status">
        {state === 'copied' ? i18n._({ id: 'copyField.copied', message: 'Copied' }) : null}
        {state === 'selected'
          ? i18n._({
              id: 'copyField.selected',
              message: 'Selected. Use your device’s copy command to copy it.',
            })
          : null}
      </p>
    </div>
  )
}
