interface PrioritizedScheduler {
  yield(): Promise<void>
}

/**
 * Ends the task the caller runs in and resumes it in a later one, so the browser can paint and
 * answer input between the two halves of a long piece of start-up work. A phone's processor
 * counts every task over 50 ms as blocking the page; two short ones block it less than one long
 * one. Where the browser has `scheduler.yield`, the rest runs before other queued tasks;
 * elsewhere it waits behind them.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<PrioritizedScheduler> }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
