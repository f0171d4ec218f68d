/**
 * Runs `work` once the browser has shown the page's first content (its first contentful paint),
 * or after the next frame where it does not report paints. A frame alone was not enough: the
 * work's requests then left a few milliseconds before the paint was on screen, and a phone's
 * first paint waited for them on a slow network.
 */
export function afterFirstPaint(work: () => void): void {
  const later = () => setTimeout(work, 0)
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(later)
    return
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return
    observer.disconnect()
    later()
  })
  // Buffered: on a later page the first contentful paint is long past, and counts at once.
  observer.observe({ type: 'paint', buffered: true })
}
