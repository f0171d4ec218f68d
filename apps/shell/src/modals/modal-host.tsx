import { closeModal, type ModalId, modalAtom } from '@parlor/core'
import { useAtom } from 'jotai'
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react'
import {
  isModalName,
  loadModal,
  type ModalName,
  type ModalProps,
  modalNames,
} from './modal-loaders.ts'

/** Each modal's code, and the texts it shows, load when it first opens (or were preloaded). */
const modals = Object.fromEntries(
  modalNames.map((name) => [name, lazy(() => loadModal(name))]),
) as Readonly<Record<ModalName, LazyExoticComponent<ComponentType<ModalProps>>>>

/** The modal store's top modal (spec §3 modal store: a stack and the previous modal). */
export function ModalHost() {
  const [state, setState] = useAtom(modalAtom)
  const top: ModalId | undefined = state.stack.at(-1)
  const Modal = top && isModalName(top) ? modals[top] : undefined
  if (!top || !Modal) return null
  return (
    <Suspense fallback={null}>
      <Modal key={top} onClose={() => setState((current) => closeModal(current, top))} />
    </Suspense>
  )
}
