import { closeModal, type ModalId, modalAtom } from '@parlor/core'
import { useAtom } from 'jotai'
import { type ComponentType, Suspense, useEffect } from 'react'

export interface ModalProps {
  /** Closes this modal; the one beneath it, if any, shows again. */
  readonly onClose: () => void
}

/**
 * What each modal id of the store shows. A component made with React's `lazy` downloads when its
 * modal first opens; the host waits for it without a fallback.
 */
export type ModalComponents = Readonly<Partial<Record<ModalId, ComponentType<ModalProps>>>>

/** Ids already reported as having no component: each is reported once. */
const reported = new Set<string>()

/**
 * The top modal of the store's modal stack (`modalAtom`: a theme's "Log in" opens `loginmodal`
 * or `signinmodal` there). An id the app gave no component for shows nothing, and says so once in
 * the console, since a button that opens it seems to do nothing.
 */
export function ModalHost({ modals }: { readonly modals: ModalComponents }) {
  const [state, setState] = useAtom(modalAtom)
  const top: ModalId | undefined = state.stack.at(-1)
  const Modal = top && Object.hasOwn(modals, top) ? modals[top] : undefined
  useEffect(() => {
    if (!top || Modal || reported.has(top)) return
    reported.add(top)
    console.warn(
      `ModalHost: modal "${top}" was opened, but no component was given for it (modals["${top}"]).`,
    )
  }, [top, Modal])
  if (!top || !Modal) return null
  return (
    <Suspense fallback={null}>
      <Modal key={top} onClose={() => setState((current) => closeModal(current, top))} />
    </Suspense>
  )
}
