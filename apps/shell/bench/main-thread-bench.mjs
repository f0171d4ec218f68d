// The main thread's benchmark: how long a phone's main thread is blocked while a page loads, the
// part of Lighthouse's TBT this code controls, measured directly in Chromium rather than
// simulated. Each visit is a new context as Lighthouse's phone (its user agent, a 412 × 823
// screen at 1.75×, touch) with the CPU slowed 4× through DevTools and no network slowdown, on the
// pages `bench:web` measures, served by the built platform server exactly as `npm start` serves
// it, and on the empty page built from the same libraries (bench/empty-page), the floor. It
// prints, per page, the median first contentful paint, the blocking time after it (TBT's rule:
// each long task's time from that paint on, past its first 50 ms) and all long tasks together
// (`long tasks`).
//
// Lighthouse's TBT, simulated from one run, moved by more than a second between runs of the
// same page on this project's machines; this figure is a median of real visits, printed with
// its range. To compare two builds, give it the other build of the shell: it serves both at
// once and visits them alternately, so both meet the same machine.
//
//   pnpm bench:main-thread                 # from the repository root (builds first)
//   BENCH_RUNS=9 pnpm bench:main-thread    # more visits per page (default 5, after one warm-up)
//   BENCH_BASELINE=/tmp/before/apps/shell/dist pnpm bench:main-thread
//                                          # side by side with an earlier build, for example
//                                          # `git worktree add /tmp/before <commit>`, installed
//                                          # and built there with `pnpm exec turbo run build
//                                          # --filter=@parlor/shell...`
//   BENCH_PROFILE=/tmp/profiles pnpm bench:main-thread
//                                          # also writes each page's last visit as a CPU
//                                          # profile (open it in DevTools' Performance panel)
//   BENCH_REFUSE=/media/ pnpm bench:main-thread
//                                          # also visits this build with every request whose
//                                          # address matches the pattern refused, alternately
//                                          # with the usual visits: what those files cost the
//                                          # main thread (here, the images' drawing)
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js'
import { chromium } from 'playwright-core'
import { median, startEmptyPageServer, startServer } from './bench-server.mjs'

const runs = Number(process.env.BENCH_RUNS ?? 5)
const baselineRoot = process.env.BENCH_BASELINE
const profileFolder = process.env.BENCH_PROFILE
const refused = process.env.BENCH_REFUSE ? new RegExp(process.env.BENCH_REFUSE) : undefined
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const cpuSlowdown = 4
const phone = screenEmulationMetrics.mobile
/** Lighthouse's rule: the part of a task above 50 ms blocks input. */
const blockingAbove = 50
/** A page is settled when no long task has ended for this long after the network went idle. */
const quietMs = 3_000

const pages = [
  { name: 'empty page', site: 'empty', path: '/' },
  { name: 'template1 home', site: 'template1', path: '/' },
  { name: 'template16 home (casino)', site: 'template16', path: '/' },
  { name: 'template10 home (sportsbook)', site: 'template10', path: '/' },
  { name: 'template1 /slots', site: 'template1', path: '/slots' },
]

/** Records every long task from the document's start, before any of the page's scripts run. */
function recordLongTasks() {
  const tasks = []
  Object.defineProperty(window, '__benchLongTasks', { value: tasks })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration])
  }).observe({ type: 'longtask', buffered: true })
}

async function visit(browser, url, { profileFile, refuse } = {}) {
  const context = await browser.newContext({
    // A phone's user agent as well as its screen: the server renders a first page for the kind of
    // device it reads there, and a desktop's page on a phone's screen is redrawn once hydrated.
    userAgent: userAgents.mobile,
    viewport: { width: phone.width, height: phone.height },
    deviceScaleFactor: phone.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  })
  try {
    const page = await context.newPage()
    if (refuse) await page.route(refuse, (route) => route.abort())
    await page.addInitScript(recordLongTasks)
    const devtools = await context.newCDPSession(page)
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
    if (profileFile) {
      await devtools.send('Profiler.enable')
      await devtools.send('Profiler.setSamplingInterval', { interval: 200 })
      await devtools.send('Profiler.start')
    }
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 })
    const readTasks = () => page.evaluate(() => window.__benchLongTasks.slice())
    let tasks = await readTasks()
    for (let waited = 0; waited < 30_000; waited += 500) {
      await page.waitForTimeout(500)
      const now = await page.evaluate(() => performance.now())
      tasks = await readTasks()
      const lastEnd = Math.max(0, ...tasks.map(([start, duration]) => start + duration))
      if (now - lastEnd >= quietMs) break
    }
    const fcp = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    )
    if (profileFile) {
      const { profile } = await devtools.send('Profiler.stop')
      writeFileSync(profileFile, JSON.stringify(profile))
    }
    // TBT's rule: a task is counted from the first contentful paint on, and only past 50 ms.
    const blocking = tasks.reduce((sum, [start, duration]) => {
      const counted = start + duration - Math.max(start, fcp)
      return sum + Math.max(0, counted - blockingAbove)
    }, 0)
    return {
      fcp,
      blocking,
      longTasks: tasks.reduce((sum, [, duration]) => sum + duration, 0),
    }
  } finally {
    await context.close()
  }
}

const empty = await startEmptyPageServer()
const builds = [{ name: 'this build', server: await startServer() }]
if (refused) builds.push({ name: 'refusing', server: builds[0].server, refuse: refused })
if (baselineRoot) {
  builds.unshift({ name: 'baseline', server: await startServer({ shellRoot: baselineRoot }) })
}
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
const browserVersion = browser.version()
const results = new Map()
if (profileFolder) mkdirSync(profileFolder, { recursive: true })
// The empty page is the same for every build: it is visited once per round, beside the first.
const buildsOf = (page, order) => (page.site === 'empty' ? order.slice(0, 1) : order)
const urlOf = (build, page) =>
  page.site === 'empty'
    ? `http://127.0.0.1:${empty.port}/`
    : `http://${page.site}.localhost:${build.server.port}${page.path}`
const loadBefore = loadavg()[0] ?? 0
try {
  // One unrecorded visit per page and build first: the server prepares its documents and the
  // browser compiles the code on first sight.
  console.info('Warming up')
  for (const page of pages) {
    for (const build of buildsOf(page, builds))
      await visit(browser, urlOf(build, page), { refuse: build.refuse })
  }
  for (let round = 1; round <= runs; round++) {
    console.info(`Round ${round} of ${runs}`)
    // Alternating which build goes first, so neither always meets a busier machine.
    const order = round % 2 ? builds : [...builds].reverse()
    for (const page of pages) {
      for (const build of buildsOf(page, order)) {
        const key = `${page.name}\u0000${page.site === 'empty' ? '' : build.name}`
        const samples = results.get(key) ?? []
        const profileFile =
          profileFolder && round === runs
            ? join(
                profileFolder,
                `${page.name.replace(/\W+/g, '-')}-${build.name.replace(/\W+/g, '-')}.cpuprofile`,
              )
            : undefined
        samples.push(
          await visit(browser, urlOf(build, page), { profileFile, refuse: build.refuse }),
        )
        results.set(key, samples)
      }
    }
  }
} finally {
  await browser.close()
  for (const build of builds) if (!build.refuse) build.server.stop()
  empty.stop()
}

const ms = (value) => `${Number.isFinite(value) ? value.toFixed(0) : '–'} ms`
console.info(
  `\nNode ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Chromium ${browserVersion}, Lighthouse's phone, ${cpuSlowdown}× CPU, no network slowdown, median of ${runs}`,
)
if (refused) console.info(`'refusing': this build with every request matching ${refused} refused`)
console.info(
  [
    'page'.padEnd(28),
    'build'.padEnd(11),
    'FCP'.padStart(9),
    'blocking after FCP'.padStart(20),
    '(range)'.padStart(11),
    'long tasks'.padStart(10),
  ].join(' '),
)
for (const page of pages) {
  for (const build of buildsOf(page, builds)) {
    const buildName = page.site === 'empty' ? '' : build.name
    const samples = results.get(`${page.name}\u0000${buildName}`) ?? []
    const of = (key) => median(samples.map((sample) => sample[key]))
    // The spread says how far apart two builds must be before a difference means anything.
    const blocking = samples.map((sample) => sample.blocking)
    const range = `(${Math.min(...blocking).toFixed(0)}–${Math.max(...blocking).toFixed(0)})`
    console.info(
      [
        page.name.padEnd(28),
        buildName.padEnd(11),
        ms(of('fcp')).padStart(9),
        ms(of('blocking')).padStart(20),
        range.padStart(11),
        ms(of('longTasks')).padStart(10),
      ].join(' '),
    )
  }
}
console.info(
  `\n1-minute load average: ${loadBefore.toFixed(2)} before, ${(loadavg()[0] ?? 0).toFixed(2)} after`,
)
