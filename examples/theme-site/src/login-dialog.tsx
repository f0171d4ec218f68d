import { useLingui } from '@lingui/react'
import { closeModal, type LoginEntry, loginEntryTarget, modalAtom } from '@parlor/core'
import { Dialog } from '@parlor/ui-kit/dialog'
import { useAtom } from 'jotai'

/**
 * The dialog a modal theme's "Log in" opens: the theme puts its id on the store's modal stack,
 * and the app shows what that id means. (A form that signs the player in goes inside.)
 */
export function LoginDialog({ loginEntry }: { readonly loginEntry: LoginEntry }) {
  const { i18n } = useLingui()
  const [modals, setModals] = useAtom(modalAtom)
  const target = loginEntryTarget(loginEntry)
  if (!('modal' in target)) return null
  const { modal } = target
  return (
    <Dialog
      id={modal}
      open={modals.stack.includes(modal)}
      onOpenChange={(open) => {
        if (!open) setModals((state) => closeModal(state, modal))
      }}
      title={i18n._({ id: 'auth.login', message: 'Log in' })}
    >
      <p>Welcome back.</p>
    </Dialog>
  )
}
