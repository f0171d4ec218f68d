import { useAtomValue } from 'jotai'
import { type ComponentType, useEffect, useState } from 'react'
import { toastQueueAtom } from './toast-queue.ts'

const loadToasterOutlet = () => import('./toaster-outlet.tsx')

/**
 * Shows the toasts of `toastQueueAtom`. It mounts the toaster the first time a toast is asked
 * for: most visits show none, so its library is not part of what a first visit downloads. Once mounted it stays. A download that fails (the
 * network is gone) leaves the requests waiting and is tried again with the next one; a failure
 * that must reach a player offline needs something fetched ahead, such as a dialog.
 */
export function ToastHost() {
  const pending = useAtomValue(toastQueueAtom)
  const [Outlet, setOutlet] = useState<ComponentType | null>(null)
  useEffect(() => {
    if (Outlet || pending.length === 0) return
    let current = true
    loadToasterOutlet().then(
      (module) => {
        if (current) setOutlet(() => module.default)
      },
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [Outlet, pending])
  return Outlet ? <Outlet /> : null
}
