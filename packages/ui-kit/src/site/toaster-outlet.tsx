import { useAtom } from 'jotai'
import { useEffect } from 'react'
import { showToast } from '../toaster/show-toast.ts'
import { Toaster } from '../toaster/toaster.tsx'
import { toastQueueAtom } from './toast-queue.ts'

/**
 * The toaster and what flushes requests into it. The flush runs after the toaster's own effects
 * (siblings' effects run in order), so no toast is published before the toaster listens.
 */
export default function ToasterOutlet() {
  return (
    <>
      <Toaster />
      <PendingToasts />
    </>
  )
}

function PendingToasts() {
  const [pending, setPending] = useAtom(toastQueueAtom)
  useEffect(() => {
    if (pending.length === 0) return
    for (const toast of pending) showToast(toast)
    setPending([])
  }, [pending, setPending])
  return null
}
