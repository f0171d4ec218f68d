import { type ReactNode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { afterFirstPaint } from './after-first-paint.ts'

/**
 * How long a page waits for its first paint to be reported before it hydrates anyway: a page
 * opened in a background tab may report none, and must still answer once it is looked at.
 */
export const hydrateAtLatestMs = 2_000

/** How long hydration may take before the page is taken as hydrated all the same. */
export const hydratedAtLatestMs = 10_000

/**
 * Hydrates the page the server rendered into `container`: once the browser has painted it, so
 * its paint never waits for the site's code, and in a transition, so a phone stays responsive
 * while it runs. Resolves once the page has hydrated: when the page calls the `hydrated` it is
 * given from a layout effect of its own part, which React hydrates after the app around it; or
 * `hydratedAtLatestMs` after hydration started, so the work waiting for it is not lost to a page
 * that never shows (a chunk that hangs). `onHydrated` runs once, at that call: before the page's
 * own effects, so what it puts in the store (the visitor's remembered choices) is what those
 * effects find. The page's tree must be the server's exactly, with nothing
 * around it: React numbers `useId` by the tree's shape, and an element mounted after hydration
 * would otherwise name one that the server's markup does not have.
 */
export function hydratePage(
  container: HTMLElement,
  page: (hydrated: () => void) => ReactNode,
  onHydrated?: () => void,
): Promise<void> {
  return new Promise((resolve) => {
    let done = false
    const hydrated = () => {
      if (done) return
      done = true
      onHydrated?.()
      resolve()
    }
    let started = false
    const start = () => {
      if (started) return
      started = true
      clearTimeout(deadline)
      startTransition(() => {
        hydrateRoot(container, page(hydrated))
      })
      setTimeout(hydrated, hydratedAtLatestMs)
    }
    const deadline = setTimeout(start, hydrateAtLatestMs)
    afterFirstPaint(start)
  })
}
