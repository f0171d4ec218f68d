import { type ModalComponents, ModalHost } from './modal-host.tsx'
import { ToastHost } from './toast-host.tsx'

/**
 * The modal and the toasts the store asks for. Rendered where the app's modals can reach what
 * they need: inside the router, when they navigate.
 */
export function SiteHosts({ modals = {} }: { readonly modals?: ModalComponents | undefined }) {
  return (
    <>
      <ModalHost modals={modals} />
      <ToastHost />
    </>
  )
}
