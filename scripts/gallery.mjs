// Screenshots every theme's home on the built demo and writes a contact sheet of them all, so a
// designer sees the whole family at a glance. Run through `pnpm gallery` (scripts/gallery.sh),
// which builds first; this file expects apps/api/dist and apps/shell/dist to exist.
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const out = join(root, 'gallery')
// playwright-core is a dependency of the player site's browser tests.
const { chromium } = createRequire(join(root, 'apps/shell/package.json'))('playwright-core')

const sizes = [
  { name: '1280', viewport: { width: 1280, height: 900 } },
  { name: '375', viewport: { width: 375, height: 800 } },
]
const families = ['slot', 'casino', 'sportsbook']

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

/** The built platform server serving the built site, on its own port and throw-away data. */
async function startServer() {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'parlor-gallery-'))
  const server = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
    env: { ...process.env, DEMO: '1', PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve))
      server.kill('SIGTERM')
      await exited
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  for (let attempt = 0; attempt < 600; attempt++) {
    if (server.exitCode !== null) throw new Error(`The demo server exited with ${server.exitCode}`)
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return { port, stop }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  await stop()
  throw new Error('The demo server did not answer /health within two minutes')
}

/** Every theme package, in template order, with what its demo site wears. */
async function demoSites(port) {
  const templates = readdirSync(join(root, 'themes'))
    .filter((name) => /^template\d+$/.test(name))
    .sort((a, b) => Number(a.slice(8)) - Number(b.slice(8)))
  const sites = []
  for (const template of templates) {
    const res = await fetch(`http://127.0.0.1:${port}/api/startup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ domain_name: `${template}.localhost` }),
    })
    const startup = await res.json()
    if (startup.statusCode !== 1 || !startup.site) {
      console.warn(`${template}: no demo site on ${template}.localhost, left out`)
      continue
    }
    const code = startup.site.theme_code
    sites.push({
      template,
      code,
      family: code.replace(/\d+$/, ''),
      color: startup.site.theme_color,
      name: startup.site.site_name,
    })
  }
  return sites
}

/** In the page: resolves once the document has not changed for 300 ms (5 s at most). */
function domQuiet() {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      clearTimeout(timer)
      timer = setTimeout(done, 300)
    })
    const done = () => {
      observer.disconnect()
      clearTimeout(limit)
      resolve()
    }
    let timer = setTimeout(done, 300)
    const limit = setTimeout(done, 5_000)
    observer.observe(document, { subtree: true, childList: true, attributes: true })
  })
}

/** In the page: no image in view still on its way, no list in view still loading. */
function nothingPendingInView() {
  const inView = (element) => {
    const box = element.getBoundingClientRect()
    return box.width > 0 && box.bottom > 0 && box.top < innerHeight && box.left < innerWidth
  }
  const images = [...document.images].filter((image) => inView(image) && !image.complete)
  const busy = [...document.querySelectorAll('[aria-busy="true"]')].filter(inView)
  return images.length + busy.length === 0
}

/** One home at one size: announcement dismissed, motion reduced, the first viewport settled. */
async function shoot(browser, port, site, size) {
  const context = await browser.newContext({ viewport: size.viewport, reducedMotion: 'reduce' })
  const page = await context.newPage()
  const problems = []
  page.on('pageerror', (error) => problems.push(error.message))
  try {
    await page.goto(`http://${site.template}.localhost:${port}/`, { waitUntil: 'networkidle' })
    const announcement = page.getByRole('dialog', { name: /^Welcome to / })
    await announcement
      .getByRole('button', { name: 'Got it' })
      .click({ timeout: 10_000 })
      .then(() => announcement.waitFor({ state: 'detached' }))
      .catch(() => problems.push('no announcement to dismiss'))
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    await page.evaluate(domQuiet)
    await page.waitForFunction(nothingPendingInView, undefined, { timeout: 10_000 })
    await page.screenshot({
      path: join(out, `${site.template}-${size.name}.png`),
      animations: 'disabled',
      caret: 'hide',
    })
    const shades = await page.evaluate(() =>
      [1, 2, 3, 4, 5].map((n) =>
        getComputedStyle(document.documentElement).getPropertyValue(`--pk-shade-${n}`).trim(),
      ),
    )
    return { shades, problems }
  } finally {
    await context.close()
  }
}

const html = (text) =>
  String(text).replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c],
  )

function contactSheet(sites, shots, when) {
  const card = (site) => {
    const shot = shots.get(site.template) ?? { shades: [], problems: ['not shot'] }
    const swatches = shot.shades
      .map(
        (shade) =>
          `<span class="swatch" style="background:${html(shade)}" title="${html(shade)}"></span>`,
      )
      .join('')
    const images = sizes
      .map(
        ({ name }) =>
          `<a href="${site.template}-${name}.png"><img class="w${name}" src="${site.template}-${name}.png" alt="${html(site.template)} at ${name} px" loading="lazy"></a>`,
      )
      .join('')
    const problems = shot.problems.length
      ? `<p class="problems">${shot.problems.map(html).join('<br>')}</p>`
      : ''
    return `<article id="${site.template}">
  <h3>${html(site.template)} <code>${html(site.code)}</code></h3>
  <p class="colour">${html(site.color)} ${swatches}</p>
  <div class="shots">${images}</div>${problems}
</article>`
  }
  const sections = [...families, ...new Set(sites.map((site) => site.family))]
    .filter((family, index, all) => all.indexOf(family) === index)
    .map((family) => {
      const members = sites.filter((site) => site.family === family)
      if (members.length === 0) return ''
      return `<section><h2>${html(family)} <small>${members.length} themes</small></h2>
<div class="cards">${members.map(card).join('\n')}</div></section>`
    })
    .join('\n')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Parlor theme gallery</title>
<style>
  body { margin: 0; padding: 24px; font: 14px/1.4 system-ui, sans-serif; background: #eceef1; color: #1d2129; }
  h1 { margin: 0 0 4px; } h2 { margin: 32px 0 12px; text-transform: capitalize; }
  h2 small { font-weight: normal; color: #5b6270; text-transform: none; }
  .cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(700px, 1fr)); gap: 16px; }
  article { background: #fff; border-radius: 8px; padding: 12px 16px; box-shadow: 0 1px 3px #0002; }
  h3 { margin: 0; font-size: 16px; } code { color: #5b6270; font-size: 13px; }
  .colour { margin: 4px 0 8px; color: #5b6270; display: flex; align-items: center; gap: 4px; }
  .swatch { display: inline-block; width: 16px; height: 16px; border-radius: 3px; box-shadow: inset 0 0 0 1px #0003; }
  .shots { display: flex; gap: 12px; align-items: flex-start; }
  .shots img { display: block; border: 1px solid #d0d4da; border-radius: 4px; }
  .w1280 { width: 512px; } .w375 { width: 150px; }
  .problems { color: #b00020; }
</style></head>
<body>
<h1>Parlor theme gallery</h1>
<p>Every theme's home on its demo site in the demo colour, at 1280 × 900 and 375 × 800 px, the
announcement dismissed and motion reduced. ${sites.length} themes, ${html(when)}.
Click a picture for full size.</p>
${sections}
</body></html>
`
}

async function main() {
  mkdirSync(out, { recursive: true })
  for (const file of readdirSync(out)) {
    if (file.endsWith('.png') || file === 'index.html') rmSync(join(out, file))
  }
  const server = await startServer()
  const stopOnSignal = () => void server.stop().then(() => process.exit(130))
  process.once('SIGINT', stopOnSignal)
  process.once('SIGTERM', stopOnSignal)
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  try {
    const sites = await demoSites(server.port)
    const shots = new Map()
    const queue = sites.flatMap((site) => sizes.map((size) => ({ site, size })))
    // Two at a time: the machines this runs on have two cores.
    const worker = async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        const { site, size } = job
        const shot = await shoot(browser, server.port, site, size).catch((error) => ({
          shades: [],
          problems: [`${size.name} px: ${error.message.split('\n')[0]}`],
        }))
        const known = shots.get(site.template)
        shots.set(site.template, {
          shades: known?.shades.length ? known.shades : shot.shades,
          problems: [...(known?.problems ?? []), ...shot.problems],
        })
        console.info(
          `${site.template} ${size.name} px${shot.problems.length ? ' (see the sheet)' : ''}`,
        )
      }
    }
    await Promise.all([worker(), worker()])
    const when = new Date().toISOString().replace('T', ' ').slice(0, 16)
    writeFileSync(join(out, 'index.html'), contactSheet(sites, shots, `${when} UTC`))
  } finally {
    await browser.close()
    await server.stop()
  }
  console.info(`Theme gallery: ${join(out, 'index.html')}`)
}

await main()
