import { useLingui } from '@lingui/react'
import { useRef, useState } from 'react'
import { Button } from '../button/button.tsx'
import { Dialog } from '../dialog/dialog.tsx'
import { SubmitButton } from '../submit-button/submit-button.tsx'

export interface ConfirmDialogProps {
  readonly open: boolean
  readonly onOpenChange: (open: boolean) => void
  readonly title: string
  readonly description?: string
  /** Says what happens ("Cancel withdrawal"), never a bare "OK". */
  readonly confirmLabel: string
  /** "Cancel" by default. */
  readonly cancelLabel?: string
  /** Danger colours the confirm button for what cannot be undone. */
  readonly tone?: 'default' | 'danger'
  /** May return a promise: the button shows it is pending, and the dialog closes once it resolves. */
  readonly onConfirm: () => void | Promise<void>
  readonly id?: string
}

/**
 * Asks before an action. Focus starts on the cancel button, the safe choice. While the action
 * runs, closing is ignored (the close button stays, so nothing shifts) and its result is not
 * lost; if it fails (rejects) the dialog stays open and the error goes on to the caller.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  tone = 'default',
  onConfirm,
  id,
}: ConfirmDialogProps) {
  const { i18n } = useLingui()
  const [pending, setPending] = useState(false)
  const cancelRef = useRef<HTMLButtonElement>(null)

  const confirm = async () => {
    setPending(true)
    try {
      await onConfirm()
      onOpenChange(false)
    } finally {
      setPending(false)
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next)
      }}
      title={title}
      description={description}
      size="small"
      id={id}
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button
            ref={cancelRef}
            variant="secondary"
            disabled={pending}
            onClick={() => onOpenChange(false)}
          >
            {cancelLabel ?? i18n._({ id: 'common.cancel', message: 'Cancel' })}
          </Button>
          <SubmitButton
            type="button"
            variant={tone === 'danger' ? 'danger' : 'primary'}
            pending={pending}
            onClick={confirm}
          >
            {confirmLabel}
          </SubmitButton>
        </>
      }
    />
  )
}
