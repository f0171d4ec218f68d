import { useSetAtom } from 'jotai'
import { pendingToastsAtom, type ToastRequest } from '../toasts/toast-request.ts'

/** How long a confirmation stays: long enough to read a sentence with an amount in it. */
const confirmationMs = 5_000

/** Asks the shell's toaster for a toast (it downloads with the first one). */
export function useShowToast(): (
  toast: Omit<ToastRequest, 'durationMs'> & { durationMs?: number },
) => void {
  const setPending = useSetAtom(pendingToastsAtom)
  return (toast) => setPending((pending) => [...pending, { durationMs: confirmationMs, ...toast }])
}
