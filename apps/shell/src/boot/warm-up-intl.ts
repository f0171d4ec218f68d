/**
 * Sets up the browser's number and date data in a worker, before the page formats its first
 * amount. Chromium does that once per renderer process, for all its threads, on the first `Intl`
 * formatter any of them creates: 35–80 ms of main-thread work on a desktop in Debian's Chromium
 * 156 (four times that on a phone), during hydration, where it made a long task of its own.
 * Created after a worker has, the same formatter took 0.1 ms. Where a browser shares no such
 * set-up between threads, or refuses the worker, or the page gets to its first amount before the
 * worker is done, the page formats as it did, at the price it did.
 */
export function warmUpIntl(locale: string): void {
  if (typeof Worker === 'undefined') return
  try {
    const worker = new Worker(new URL('./warm-up-intl.worker.ts', import.meta.url), {
      type: 'module',
      name: 'warm-up-intl',
    })
    const done = () => worker.terminate()
    worker.onmessage = done
    worker.onerror = done
    worker.postMessage(locale)
  } catch {
    // No worker for this page (a policy, a sandbox): nothing is lost but the head start.
  }
}
