/**
 * How long the page's main thread ran tasks in a Lighthouse trace, and how much of that time it
 * had a core: the wall time of its top-level tasks against their thread time. Lighthouse's
 * simulated run scales the wall time of the tasks it observed, so whatever time the main thread
 * spent waiting in a task (for a core the host gave to other work, or for another process) reads
 * as the page's own; the thread time is what the page's code and rendering cost.
 */
export function mainThreadTime(traceEvents) {
  const navigation = traceEvents.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame &&
      event.args.data.documentLoaderURL?.startsWith('http'),
  )
  if (!navigation) return { wallMs: Number.NaN, cpuMs: Number.NaN }
  // navigationStart is marked on the page's main thread: its tasks are the ones to add up.
  const tasks = traceEvents.filter(
    (event) =>
      event.ph === 'X' &&
      event.name === 'RunTask' &&
      event.pid === navigation.pid &&
      event.tid === navigation.tid &&
      event.ts >= navigation.ts,
  )
  let wall = 0
  let cpu = 0
  for (const task of tasks) {
    wall += task.dur
    cpu += task.tdur ?? task.dur
  }
  return { wallMs: wall / 1000, cpuMs: cpu / 1000 }
}
