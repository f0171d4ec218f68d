import { Dialog } from '@parlor/ui-kit/dialog'
import type { ReactNode } from 'react'
import { RegisterInvitation } from '../auth/register-invitation.tsx'
import { useAfterSignIn } from '../auth/use-after-sign-in.ts'

/**
 * What every modal login entry is: a sign-in form and the way to register; signed in,
 * it closes and goes on to where the guest was headed (a game, a guarded page) or stays put.
 */
export function SignInDialog({
  id,
  title,
  onClose,
  form,
}: {
  /** The modal's id in the modal store (loginmodal, signinmodal). */
  id: string
  title: string
  onClose: () => void
  /** The sign-in form, given what to do once the player is signed in. */
  form: (onSignedIn: () => void) => ReactNode
}) {
  const afterSignIn = useAfterSignIn()
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      id={id}
      title={title}
    >
      {form(() => {
        onClose()
        afterSignIn(undefined, null)
      })}
      <RegisterInvitation onFollow={onClose} />
    </Dialog>
  )
}
