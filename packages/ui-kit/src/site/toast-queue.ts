import { atom } from 'jotai'
import type { ToastInput } from '../toaster/show-toast.ts'

/**
 * Toasts asked for and not yet shown. Anything with the store asks for one by adding it here;
 * `ToastHost` downloads the toaster with the first and shows them in order.
 */
export const toastQueueAtom = atom<readonly ToastInput[]>([])
