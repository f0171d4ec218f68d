import { closeModal, type ModalId, modalAtom } from '@parlor/core'
import { useAtom } from 'jotai'
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react'
import { withCatalogs } from '../i18n/catalogs.ts'

export interface ModalProps {
  /** Closes this modal; the one beneath it, if any, shows again. */
  readonly onClose: () => void
}

/** Each modal's code, and the texts it shows, load when it first opens. */
const modals: Readonly<Record<string, LazyExoticComponent<ComponentType<ModalProps>>>> = {
  loginmodal: lazy(withCatalogs(['messages', 'validation'], () => import('./login-modal.tsx'))),
  signinmodal: lazy(withCatalogs(['messages', 'validation'], () => import('./sign-in-modal.tsx'))),
  partners: lazy(() => import('./partners-modal.tsx')),
  announcement: lazy(() => import('./announcement-modal.tsx')),
  'app-download': lazy(() => import('./app-download-modal.tsx')),
}

/** The modal store's top modal (spec §3 modal store: a stack and the previous modal). */
export function ModalHost() {
  const [state, setState] = useAtom(modalAtom)
  const top: ModalId | undefined = state.stack.at(-1)
  const Modal = top ? modals[top] : undefined
  if (!top || !Modal) return null
  return (
    <Suspense fallback={null}>
      <Modal key={top} onClose={() => setState((current) => closeModal(current, top))} />
    </Suspense>
  )
}
