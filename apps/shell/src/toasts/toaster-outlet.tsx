import { showToast, Toaster } from '@parlor/ui-kit/toaster'
import { useAtom } from 'jotai'
import { useEffect } from 'react'
import { pendingToastsAtom } from './toast-request.ts'

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
  const [pending, setPending] = useAtom(pendingToastsAtom)
  useEffect(() => {
    if (pending.length === 0) return
    for (const toast of pending) showToast(toast)
    setPending([])
  }, [pending, setPending])
  return null
}
