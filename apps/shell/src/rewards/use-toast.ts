import { useSetAtom } from 'jotai'
import { useCallback } from 'react'
import { pendingToastsAtom, type ToastRequest } from '../toasts/toast-request.ts'

/** How long a success toast stays: long enough to read a sentence with an amount in it. */
const successToastMs = 4_000

/** Says that an action worked, as a short success toast. */
export function useSuccessToast(): (title: string, id?: string) => void {
  const push = useSetAtom(pendingToastsAtom)
  return useCallback(
    (title: string, id?: string) => {
      const toast: ToastRequest = {
        variant: 'success',
        title,
        durationMs: successToastMs,
        ...(id ? { id } : {}),
      }
      push((list) => [...list, toast])
    },
    [push],
  )
}
