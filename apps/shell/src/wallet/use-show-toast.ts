import { toastQueueAtom } from '@parlor/ui-kit/site'
import type { ToastInput } from '@parlor/ui-kit/toaster'
import { useSetAtom } from 'jotai'

/** How long a confirmation stays: long enough to read a sentence with an amount in it. */
const confirmationMs = 5_000

/** Asks the shell's toaster for a toast (it downloads with the first one). */
export function useShowToast(): (
  toast: Omit<ToastInput, 'durationMs'> & { durationMs?: number },
) => void {
  const setPending = useSetAtom(toastQueueAtom)
  return (toast) => setPending((pending) => [...pending, { durationMs: confirmationMs, ...toast }])
}
