import { useLingui } from '@lingui/react'
import { Button } from '@parlor/ui-kit'
import { Dialog } from '@parlor/ui-kit/dialog'
import { useSetAtom } from 'jotai'
import { type ErrorDialogState, errorDialogsAtom } from './error-dialog-state.ts'

/** An error dialog titled with the translated errorTitle. */
export default function ErrorDialog({ error }: { error: ErrorDialogState }) {
  const { i18n } = useLingui()
  const setDialogs = useSetAtom(errorDialogsAtom)
  const close = () => setDialogs((dialogs) => dialogs.slice(1))
  const message = typeof error.message === 'string' ? error.message : i18n._(error.message)
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) close()
      }}
      id="error"
      size="small"
      title={i18n._(error.title)}
      description={message}
      footer={<Button onClick={close}>{i18n._({ id: 'common.ok', message: 'OK' })}</Button>}
    />
  )
}
