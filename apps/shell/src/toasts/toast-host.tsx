import { useAtomValue } from 'jotai'
import { lazy, Suspense, useState } from 'react'
import { pendingToastsAtom } from './toast-request.ts'

/** The toaster's code; boot/prepare-for-failures.ts fetches it ahead of need. */
export const loadToasterOutlet = () => import('./toaster-outlet.tsx')

const ToasterOutlet = lazy(loadToasterOutlet)

/**
 * Mounts the toaster the first time a toast is asked for, so the first paint does without it;
 * once mounted it stays.
 */
export function ToastHost() {
  const pending = useAtomValue(pendingToastsAtom)
  const [needed, setNeeded] = useState(false)
  if (!needed && pending.length > 0) setNeeded(true)
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <ToasterOutlet />
    </Suspense>
  )
}
