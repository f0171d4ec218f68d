// The web benchmark (issue 14): Lighthouse's mobile run (slow 4G, 4× CPU, simulated) on the
// homes of template1, a casino theme (template16) and a sportsbook theme (template10) and on
// template1's /slots, each served by the built platform server exactly as `npm start` serves it,
// interleaved with an empty page built from the same libraries and served by the same server
// (bench/empty-page). Prints each page's median score, FCP, LCP, TBT, CLS and bytes, and its
// ratio to the empty page; exits 1 when a page misses a target. A benchmark, not a test: its
// figures move with the machine's load, which is why every page runs beside the baseline.
//
//   pnpm bench:web                     # from the repository root (builds first)
//   BENCH_RUNS=3 pnpm bench:web        # fewer runs (default 5)
//   BENCH_THROTTLING=devtools pnpm bench:web
//                                      # the network and CPU actually slowed, not simulated: the
//                                      # simulation cannot show what paints before the code
//                                      # arrives, nor fetch priorities
//   BENCH_TLS=1 pnpm bench:web         # both servers over TLS with a throw-away certificate, so
//                                      # HTTP/2, as a real deployment answers (TLS_CERT_FILE)
//   BENCH_BASELINE=/tmp/before/apps/shell/dist pnpm bench:web
//                                      # another build of the shell served beside this one, each
//                                      # of its pages measured right before this build's: two
//                                      # builds compared in the same minutes (judged: this one)
import { cpus, loadavg } from 'node:os'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { median, startEmptyPageServer, startServer } from './bench-server.mjs'
import { mainThreadTime } from './main-thread-time.mjs'

const runs = Number(process.env.BENCH_RUNS ?? 5)
const throttling = process.env.BENCH_THROTTLING === 'devtools' ? 'devtools' : 'simulate'
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const tls = process.env.BENCH_TLS === '1'
const baselineRoot = process.env.BENCH_BASELINE
const scheme = tls ? 'https' : 'http'

/** What every page must reach (docs/performance.md, "The web benchmark"). */
const targets = { score: 95, lcpMs: 2_000, tbtMs: 200, cls: 0.05, lcpRatio: 1.3 }

async function measure(url, port, { quiet = false } = {}) {
  const { lhr, artifacts } = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    {
      extends: 'lighthouse:default',
      settings: { onlyCategories: ['performance'], throttlingMethod: throttling },
    },
  )
  if (lhr.runtimeError && !quiet) {
    console.warn(`  ${url}: not measured (${lhr.runtimeError.code}), left out of the median`)
  }
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN
  const scripts = lhr.audits['resource-summary']?.details?.items?.find(
    (item) => item.resourceType === 'script',
  )
  const mainThread = mainThreadTime(artifacts.Trace?.traceEvents ?? [])
  return {
    score: lhr.runtimeError ? Number.NaN : (lhr.categories.performance.score ?? 0) * 100,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
    scriptBytes: scripts?.transferSize ?? Number.NaN,
    mainWall: mainThread.wallMs,
    mainCpu: mainThread.cpuMs,
  }
}

const empty = await startEmptyPageServer({ tls })
const site = await startServer({ tls })
const baselineSite = baselineRoot ? await startServer({ tls, shellRoot: baselineRoot }) : undefined
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
  ].concat(tls ? ['--ignore-certificate-errors'] : []),
})

const sitePages = [
  { name: 'template1 home', host: 'template1', path: '/' },
  { name: 'template16 home (casino)', host: 'template16', path: '/' },
  { name: 'template10 home (sportsbook)', host: 'template10', path: '/' },
  { name: 'template1 /slots', host: 'template1', path: '/slots' },
]
const pageOf = (server, { name, host, path }, judged) => ({
  name,
  judged,
  url: `${scheme}://${host}.localhost:${server.port}${path}`,
})
const pages = [
  { name: 'empty page', url: `${scheme}://127.0.0.1:${empty.port}/`, judged: false },
  ...sitePages.flatMap((page) => [
    ...(baselineSite
      ? [pageOf(baselineSite, { ...page, name: `${page.name}, baseline` }, false)]
      : []),
    pageOf(site, page, true),
  ]),
]
const results = new Map(pages.map((page) => [page.name, []]))
const loadBefore = loadavg()[0] ?? 0
let failed = false
try {
  // One unmeasured pass first: each page's first run of a session was measured against cold
  // caches on the server (its prepared documents), and over TLS Lighthouse failed the first
  // pages of a new Chromium with an interstitial the flag above then lets through.
  console.info('Warming up')
  for (const page of pages) await measure(page.url, chrome.port, { quiet: true })
  for (let round = 1; round <= runs; round++) {
    console.info(`Round ${round} of ${runs}`)
    for (const page of pages) results.get(page.name).push(await measure(page.url, chrome.port))
  }
} finally {
  await chrome.kill()
  site.stop()
  baselineSite?.stop()
  empty.stop()
}

const medians = pages.map(({ name, judged }) => {
  const samples = results.get(name)
  const of = (key) => median(samples.map((sample) => sample[key]))
  return {
    name,
    judged,
    score: of('score'),
    fcp: of('fcp'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    bytes: of('bytes'),
    scriptBytes: of('scriptBytes'),
    mainWall: of('mainWall'),
    mainCpu: of('mainCpu'),
  }
})
const baseline = medians[0]
const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`
console.info(
  `\nNode ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Lighthouse mobile (slow 4G, 4× CPU, ${throttling === 'devtools' ? 'applied by DevTools' : 'simulated'}), ${tls ? 'HTTP/2 over TLS' : 'HTTP/1.1'}, median of ${runs}`,
)
console.info(
  'page                                    score    FCP      LCP      TBT      CLS    bytes   script   LCP ÷ empty   main thread (on a core)',
)
for (const row of medians) {
  const ratio = row.lcp / baseline.lcp
  console.info(
    [
      row.name.padEnd(38),
      row.score.toFixed(0).padStart(5),
      seconds(row.fcp).padStart(8),
      seconds(row.lcp).padStart(8),
      `${row.tbt.toFixed(0)} ms`.padStart(8),
      row.cls.toFixed(3).padStart(7),
      kib(row.bytes).padStart(8),
      kib(row.scriptBytes).padStart(8),
      `${ratio.toFixed(2)}×`.padStart(8),
      `${row.mainWall.toFixed(0)} ms (${row.mainCpu.toFixed(0)} ms)`.padStart(23),
    ].join(' '),
  )
  if (!row.judged) continue
  const misses = [
    row.score < targets.score && `score ${row.score.toFixed(0)} < ${targets.score}`,
    row.lcp > targets.lcpMs && `LCP ${seconds(row.lcp)} > ${seconds(targets.lcpMs)}`,
    row.tbt > targets.tbtMs && `TBT ${row.tbt.toFixed(0)} ms > ${targets.tbtMs} ms`,
    row.cls > targets.cls && `CLS ${row.cls.toFixed(3)} > ${targets.cls}`,
    ratio > targets.lcpRatio && `LCP ${ratio.toFixed(2)}× the empty page's > ${targets.lcpRatio}×`,
  ].filter(Boolean)
  if (misses.length > 0) {
    failed = true
    console.error(`  MISS ${row.name}: ${misses.join('; ')}`)
  }
}
console.info(
  `\nMain thread: the wall time of the page's main-thread tasks in the run Lighthouse observed${throttling === 'simulate' ? ' (the simulation scales it 4×)' : ''},\n` +
    'and in brackets the part of it the thread ran on a core. The rest it waited (for a core, or\n' +
    "another process), which the page's figures then count as its own (docs/performance.md).",
)
console.info(
  `\n1-minute load average: ${loadBefore.toFixed(2)} before, ${(loadavg()[0] ?? 0).toFixed(2)} after`,
)
console.info(failed ? 'Some targets are missed.' : 'OK: every page meets every target.')
process.exit(failed ? 1 : 0)
