import type { CustomBreakpoint } from '../theme/define-theme.ts'
import { type BreakpointName, mediaQueries } from './breakpoints.ts'

/** Resizing fires dozens of events a second; the work waits until it has calmed. */
export const resizeDebounceMs = 500
/** The device re-check runs a moment after the layout has settled. */
export const deviceRecheckDelayMs = 50

export interface WatchViewportOptions {
  readonly window: Pick<
    Window,
    | 'matchMedia'
    | 'addEventListener'
    | 'removeEventListener'
    | 'innerWidth'
    | 'setTimeout'
    | 'clearTimeout'
  >
  /** The theme's own breakpoint, if it has one. */
  readonly custom?: CustomBreakpoint
  /** The breakpoint now, and again whenever it changes; the caller stores it and its cookie. */
  readonly onBreakpoint: (name: BreakpointName) => void
  /** After a resize has calmed: the time to check the device again (a rotated tablet). */
  readonly onResize?: () => void
}

/**
 * Keeps the viewport's breakpoint current. The breakpoint is read from the media
 * queries, not from `innerWidth`: under zoom the viewport can be 767.5 CSS pixels wide, which
 * `innerWidth` rounds to 768 while `(min-width: 768px)` does not match, and the page's CSS follows
 * the queries. A resize re-reads them too, in case a query's change event was missed (a
 * background tab), and schedules the device re-check. Returns the function that stops watching.
 */
export function watchViewport(options: WatchViewportOptions): () => void {
  const { window: win, onBreakpoint, onResize } = options
  const queries = mediaQueries(options.custom)
  const lists = queries.map(({ query }) => win.matchMedia(query))
  // The widest query that matches names the breakpoint; narrower than all of them is `mobile`.
  const read = () => queries.findLast((_, i) => lists[i]?.matches)?.name ?? 'mobile'

  let current = read()
  onBreakpoint(current)
  const update = () => {
    const next = read()
    if (next === current) return
    current = next
    onBreakpoint(next)
  }

  let resizeTimer: number | undefined
  let recheckTimer: number | undefined
  const onWindowResize = () => {
    win.clearTimeout(resizeTimer)
    resizeTimer = win.setTimeout(() => {
      update()
      if (!onResize) return
      win.clearTimeout(recheckTimer)
      recheckTimer = win.setTimeout(onResize, deviceRecheckDelayMs)
    }, resizeDebounceMs)
  }

  for (const list of lists) list.addEventListener('change', update)
  win.addEventListener('resize', onWindowResize)

  return () => {
    for (const list of lists) list.removeEventListener('change', update)
    win.removeEventListener('resize', onWindowResize)
    win.clearTimeout(resizeTimer)
    win.clearTimeout(recheckTimer)
  }
}
