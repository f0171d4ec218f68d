import { atom } from 'jotai/vanilla'

/** Ids of the modals the site opens; the login modal's id is fixed. */
export type ModalId = 'loginmodal' | 'signinmodal' | 'partners' | 'announcement' | (string & {})

export interface ModalState {
  readonly stack: readonly ModalId[]
  /** The modal that was on top before the last change, for "back" between modals. */
  readonly previous: ModalId | null
}

export const emptyModals: ModalState = { stack: [], previous: null }

export const modalAtom = atom<ModalState>(emptyModals)

export function openModal(state: ModalState, id: ModalId): ModalState {
  const top = state.stack.at(-1) ?? null
  if (top === id) return state
  return { stack: [...state.stack.filter((m) => m !== id), id], previous: top }
}

/** Closes the top modal, or the named one wherever it is in the stack. */
export function closeModal(state: ModalState, id?: ModalId): ModalState {
  const target = id ?? state.stack.at(-1)
  if (target === undefined || !state.stack.includes(target)) return state
  return { stack: state.stack.filter((m) => m !== target), previous: target }
}

export function closeAllModals(state: ModalState): ModalState {
  return { stack: [], previous: state.stack.at(-1) ?? state.previous }
}
