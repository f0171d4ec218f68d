import { type LoginEntryTarget, modalAtom, openModal, type Store } from '@parlor/core'
import { loadModal } from '../modals/modal-loaders.ts'

/**
 * A modal login entry opens a moment after the player lands home (1 s), once the page
 * has painted behind it. Its code and texts start downloading now, so it shows on time.
 */
export function scheduleLoginModal(
  store: Store,
  target: Extract<LoginEntryTarget, { modal: string }>,
): void {
  loadModal(target.modal).catch(() => undefined)
  setTimeout(() => store.set(modalAtom, (state) => openModal(state, target.modal)), target.delayMs)
}
