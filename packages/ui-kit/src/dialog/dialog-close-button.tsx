import { useLingui } from '@lingui/react'
import * as RadixDialog from '@radix-ui/react-dialog'
import './dialog-close-button.css'

/** The × that closes a dialog or the menu drawer: a 44 px target, named "Close". */
export function DialogCloseButton({ className, slot }: { className?: string; slot?: string }) {
  const { i18n } = useLingui()
  return (
    <RadixDialog.Close
      className={['pk-dialog-close', className].filter(Boolean).join(' ')}
      data-slot={slot}
      aria-label={i18n._({ id: 'common.close', message: 'Close' })}
    >
      <span aria-hidden="true">×</span>
    </RadixDialog.Close>
  )
}
