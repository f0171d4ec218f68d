import { type ReactNode, startTransition, useEffect, useState } from 'react'

/**
 * Renders its children once the page around it has mounted (hydrated, for a page the server
 * rendered), in a transition. TanStack Router's `ClientOnly` switches in a synchronous update,
 * which React runs in the task that committed the hydrated app, with every effect of that app
 * and the page's own hydration, no longer time-sliced, after it: on a phone, one of the visit's
 * longest tasks. Here the children come in tasks of their own, which React can interrupt.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false)
  useEffect(() => {
    startTransition(() => setMounted(true))
  }, [])
  return mounted ? children : null
}
