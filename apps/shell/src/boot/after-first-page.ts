import { afterFirstPaint } from './after-first-paint.ts'

/**
 * The part of the router this needs: its event for a navigation whose page has been committed.
 * `onResolved` rather than `onRendered`: the router skips the latter when React reports the
 * transition as not rendered, which under load left the work waiting for its deadline.
 */
export interface ResolvedEvents {
  subscribe(event: 'onResolved', listener: () => void): () => void
}

/**
 * Runs `work` once the first page's own content has rendered and painted: not on the frame that
 * shows the page's pending state, where it would compete with the page's chunk and calls. Should
 * the page never render (a chunk that hangs), it runs after `latestMs` all the same: the work
 * includes the visit report and the analytics tags.
 */
export function afterFirstPage(router: ResolvedEvents, work: () => void, latestMs = 10_000): void {
  let started = false
  const start = () => {
    if (started) return
    started = true
    unsubscribe()
    clearTimeout(deadline)
    afterFirstPaint(work)
  }
  const unsubscribe = router.subscribe('onResolved', start)
  const deadline = setTimeout(start, latestMs)
}
