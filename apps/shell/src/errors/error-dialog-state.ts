import type { MessageDescriptor } from '@lingui/core'
import { atom } from 'jotai'

/** An error dialog waiting to be shown; texts stay descriptors so they follow the language. */
export interface ErrorDialogState {
  readonly title: MessageDescriptor
  readonly message: MessageDescriptor | string
}

/** Error dialogs in the order they arose; the first one shows, closing it shows the next. */
export const errorDialogsAtom = atom<readonly ErrorDialogState[]>([])
