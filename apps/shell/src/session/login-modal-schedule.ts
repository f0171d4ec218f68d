import { type LoginEntryTarget, modalAtom, openModal, type Store } from '@parlor/core'

/**
 * A modal login entry opens a moment after the player lands home (spec §9: 1 s), once the page
 * has painted behind it.
 */
export function scheduleLoginModal(
  store: Store,
  target: Extract<LoginEntryTarget, { modal: string }>,
): void {
  setTimeout(() => store.set(modalAtom, (state) => openModal(state, target.modal)), target.delayMs)
}
