import { useAtomValue } from 'jotai'
import { lazy, Suspense, useState } from 'react'
import { pendingToastsAtom } from './toast-request.ts'

const ToasterOutlet = lazy(() => import('./toaster-outlet.tsx'))

/**
 * Mounts the toaster the first time a toast is asked for, so pages that never toast never
 * download it; once mounted it stays.
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
