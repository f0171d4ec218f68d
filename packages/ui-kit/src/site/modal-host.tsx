import { closeModal, type ModalId, modalAtom } from '@parlor/core'
import { useAtom } from 'jotai'
import { type ComponentType, Suspense } from 'react'

export interface ModalProps {
  /** Closes this modal; the one beneath it, if any, shows again. */
  readonly onClose: () => void
}

/**
 * What each modal id of the store shows. A component made with React's `lazy` downloads when its
 * modal first opens; the host waits for it without a fallback.
 */
export type ModalComponents = Readonly<Partial<Record<ModalId, ComponentType<ModalProps>>>>

/**
 * The top modal of the store's modal stack (`modalAtom`: a theme's "Log in" opens `loginmodal`
 * there). An id the app gave no component for shows nothing.
 */
export function ModalHost({ modals }: { readonly modals: ModalComponents }) {
  const [state, setState] = useAtom(modalAtom)
  const top: ModalId | undefined = state.stack.at(-1)
  const Modal = top && Object.hasOwn(modals, top) ? modals[top] : undefined
  if (!top || !Modal) return null
  return (
    <Suspense fallback={null}>
      <Modal key={top} onClose={() => setState((current) => closeModal(current, top))} />
    </Suspense>
  )
}
