import { useLingui } from '@lingui/react'
import { Toaster as SonnerToaster } from 'sonner'
import './toaster.css'

export type ToastPosition = 'bottom-right' | 'top-center'

export interface ToasterProps {
  /** Where toasts without a position of their own appear; bottom-right by default. */
  readonly position?: ToastPosition
}

/**
 * Where `showToast` messages appear; mount it once near the root. Sonner announces toasts
 * through a polite live region; its colours come from the theme's tokens (toaster.css) and it
 * drops its slide animations for players who ask for reduced motion.
 */
export function Toaster({ position = 'bottom-right' }: ToasterProps) {
  const { i18n } = useLingui()
  return (
    <SonnerToaster
      className="pk-toaster"
      position={position}
      closeButton
      richColors
      // Sonner's own palette is replaced by the tokens; 'dark' only picks its base rules.
      theme="dark"
      containerAriaLabel={i18n._({ id: 'toast.notifications', message: 'Notifications' })}
      toastOptions={{
        className: 'pk-toast',
        closeButtonAriaLabel: i18n._({ id: 'common.close', message: 'Close' }),
      }}
    />
  )
}
