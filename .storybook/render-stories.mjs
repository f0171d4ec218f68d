// Renders every story and docs page of the built Storybook (storybook-static) in Chromium and
// fails on any error: an uncaught exception, a console error, a script or stylesheet that fails
// to load, Storybook's error display, a story that renders nothing, an accessibility violation
// (axe-core, run by the a11y addon after each story render with the rules of preview.tsx and the
// story's own parameters.a11y), a text drawn with missing-glyph boxes (a script no web font
// drew, asked of DevTools as the site's languages test asks), or a palette's contrast under
// 4.5:1. Theme stories render again in another of their colours, another language and a phone's
// width, and one theme's under another chosen in the toolbar; every kit story renders again
// under one of the themes and one of the languages, in turn, so each theme dresses several of
// them and each script (Chinese, Nepali and Burmese first) is drawn by several.
//
// Run after `pnpm build-storybook`: node .storybook/render-stories.mjs [part of a story id]
// (CHROMIUM_PATH overrides the browser; a story id part renders only the stories holding it).
// axe-core runs after every render, re-renders included, since contrast changes with the theme:
// the run went from 104 s to about 180 s with it, the glyph check and the kit's docs pages.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import { extname, join, normalize, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { scriptCharacters, unrenderedGlyphs } from '../scripts/unrendered-glyphs.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const staticDir = join(root, 'storybook-static')
// The browser tests' driver is a dependency of the player site, not of the workspace root.
const { chromium } = createRequire(join(root, 'apps/shell/package.json'))('playwright-core')

// Pages rendering at once: the machine has two cores, and a page mostly waits on the other.
const pagesAtOnce = 4
const storyTimeoutMs = 20_000
const phone = { width: 375, height: 812 }
const desktop = { width: 1280, height: 800 }
const languages = ['CN', 'VI', 'RUS', 'ESP', 'MS', 'PHP', 'IDR', 'NE', 'MMK', 'MNT']
/** The languages whose scripts need a font of their own, first in turn for the kit's stories. */
const scriptLanguages = ['CN', 'NE', 'MMK']
const kitLanguages = [...scriptLanguages, ...languages.filter((l) => !scriptLanguages.includes(l))]

if (!existsSync(join(staticDir, 'index.json'))) {
  console.error('render-stories: no storybook-static/index.json; run `pnpm build-storybook` first')
  process.exit(1)
}

/** Each theme's allowed colours, read from its manifest (the registry's own source). */
const themeColours = Object.fromEntries(
  readdirSync(join(root, 'themes'))
    .filter((name) => existsSync(join(root, 'themes', name, 'src/manifest.ts')))
    .map((name) => {
      const source = readFileSync(join(root, 'themes', name, 'src/manifest.ts'), 'utf8')
      const list = /colorNames:\s*\[([^\]]*)\]/.exec(source)?.[1] ?? ''
      return [name, [...list.matchAll(/'([a-z]+)'/g)].map((match) => match[1])]
    }),
)
const templates = Object.keys(themeColours).sort((a, b) =>
  a.localeCompare(b, 'en', { numeric: true }),
)

const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8'))
const only = process.argv[2] ?? ''
const entries = Object.values(index.entries).filter((entry) => entry.id.includes(only))
const stories = entries.filter((entry) => entry.type === 'story')
/** Docs pages (each kit component's, each theme's, the guides), with how many stories they show. */
const docs = entries
  .filter((entry) => entry.type === 'docs')
  .map((entry) => ({
    id: entry.id,
    inline: Object.values(index.entries).filter(
      // A story tagged !autodocs stays off its file's docs page.
      (other) =>
        other.type === 'story' &&
        other.importPath === entry.importPath &&
        (other.tags ?? []).includes('autodocs'),
    ).length,
  }))

const chunk = 25

/** The theme a story belongs to, by the folder of its file: its title is the theme's label. */
const themeOf = (story) => /^\.\/themes\/([^/]+)\/src\//.exec(story.importPath)?.[1]

/**
 * What to render, in groups that share their globals and width: a group loads the preview once
 * and then switches story in place, as the Storybook UI does, so the runtime is not parsed again
 * for every story. Every story renders as it is; then each theme's stories in another of its
 * colours and another language at a phone's width, and each kit story under one theme and one
 * language in turn. The first theme's stories render once more under the second, chosen as the
 * toolbar chooses it, to check that a theme's story wears the toolbar's theme. Each docs page
 * loads on its own, with the stories it shows inline.
 */
function plan() {
  const groups = []
  for (let at = 0; at < stories.length; at += chunk) {
    groups.push({ globals: '', size: desktop, ids: stories.slice(at, at + chunk).map((s) => s.id) })
  }
  const underTheme = new Map(templates.map((template) => [template, []]))
  let turn = 0
  for (const story of stories) {
    if (themeOf(story) || templates.length === 0) continue
    underTheme.get(templates[turn++ % templates.length]).push(story.id)
  }
  templates.forEach((template, position) => {
    groups.push({
      globals: `theme:${template};language:${kitLanguages[position % kitLanguages.length]}`,
      size: desktop,
      ids: underTheme.get(template),
    })
    const own = stories.filter((story) => themeOf(story) === template)
    const colour = themeColours[template].at(-1)
    const language = languages[position % languages.length]
    groups.push({
      globals: `colour:${colour};language:${language}`,
      size: phone,
      ids: own.map((story) => story.id),
    })
  })
  const [first, second] = templates
  if (first && second) {
    groups.push({
      globals: `theme:${second}`,
      size: desktop,
      ids: stories.filter((story) => themeOf(story) === first).map((story) => story.id),
      wears: second,
    })
  }
  for (const page of docs) {
    groups.push({ globals: '', size: desktop, ids: [page.id], viewMode: 'docs' })
  }
  return groups.filter((group) => group.ids.length > 0)
}

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
}

/** storybook-static over HTTP on a free loopback port; assets are cached, so reloads are cheap. */
function serve() {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    const file = normalize(join(staticDir, path === '/' ? 'index.html' : path))
    if (!file.startsWith(staticDir + sep) || !existsSync(file)) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'cache-control': extname(file) === '.html' ? 'no-cache' : 'max-age=3600',
    })
    response.end(readFileSync(file))
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(server))
  })
}

/** Waits until Storybook has finished the story and no request is still on its way. */
async function settle(page, id, inflight) {
  const docsPage = docs.find((page) => page.id === id)
  await page.waitForFunction(
    ([renderId, isDocs, inlineStories]) => {
      const preview = window.__STORYBOOK_PREVIEW__
      const done = (render) => ['finished', 'errored', 'aborted'].includes(render.phase)
      if (preview?.currentRender?.id !== renderId) return false
      // A docs page has no phase of its own: it is done when the stories it shows are, and a
      // page of text (an MDX guide) when its heading is on the page.
      if (isDocs && inlineStories === 0)
        return document.querySelector('#storybook-docs h1') !== null
      if (inlineStories > 0) {
        return preview.storyRenders.length >= inlineStories && preview.storyRenders.every(done)
      }
      // A story's render is done when Storybook has announced it, with the a11y addon's report.
      const [finished] = window.__STORYBOOK_ADDONS_CHANNEL__?.last('storyFinished') ?? []
      return done(preview.currentRender) && finished?.storyId === renderId
    },
    [id, docsPage !== undefined, docsPage?.inline ?? 0],
    { timeout: storyTimeoutMs, polling: 20 },
  )
  // Lazy parts (the frame's footer, a drawer) load after the first paint: let them land too.
  const deadline = Date.now() + storyTimeoutMs
  let quietSince = Date.now()
  while (Date.now() - quietSince < 50 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10))
    if (inflight.size > 0) quietSince = Date.now()
  }
}

/** Lays the page out (which asks for the faces its characters need) and waits for them. */
function settleFonts(page) {
  return page.evaluate(async () => {
    document.body.getBoundingClientRect()
    await document.fonts.ready
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  })
}

/** The texts drawn with missing-glyph boxes; asked again if the page changed under DevTools. */
async function unrenderedNow(page) {
  try {
    return await unrenderedGlyphs(page)
  } catch (error) {
    // A node it had listed was gone before it was asked about: a re-render, not a finding.
    if (!/Could not find node/.test(error.message)) throw error
    return unrenderedGlyphs(page)
  }
}

/**
 * The texts drawn with missing-glyph boxes once the page's faces are in; none to look for on a
 * page without such text, the most of them, which saves a frame's wait on each. A text found
 * without its face is looked at again after the fonts settle once more: a Han font comes in a
 * hundred files by character range, and a text drawn after the first look (CI once met a
 * player's balance label in Chinese) may need one that was still on its way. A text still drawn
 * without a web font then is a finding.
 */
async function glyphless(page) {
  const hasScript = await page.evaluate(
    (pattern) => new RegExp(pattern).test(document.body.textContent ?? ''),
    scriptCharacters.source,
  )
  if (!hasScript) return []
  await settleFonts(page)
  if ((await unrenderedNow(page)).length === 0) return []
  await settleFonts(page)
  return unrenderedNow(page)
}

/**
 * Shows one story or docs page (the group's first by loading the preview) and returns what went
 * wrong: an error on the page, nothing rendered, or a theme palette whose measured contrast fails.
 */
async function renderOne(page, url, id, state, wears) {
  state.errors = []
  try {
    if (url) {
      // A part the page before asked for after its story had settled (a lazy chunk of its frame,
      // even one asked for as this navigation starts) is cut off as the page leaves it: that
      // abort is the runner's doing, not this story's. Requests are told apart by the document
      // that made them, which changes when this navigation commits.
      state.navigating = true
      try {
        await page.goto(url, { waitUntil: 'domcontentloaded', timeout: storyTimeoutMs })
      } finally {
        state.navigating = false
      }
    } else {
      await page.evaluate((storyId) => {
        window.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode: 'story' })
      }, id)
    }
    await settle(page, id, state.inflight)
    const shown = await page.evaluate(() => ({
      errorDisplay: document.body.classList.contains('sb-show-errordisplay')
        ? `${document.getElementById('error-message')?.textContent ?? ''} ${document.getElementById('error-stack')?.textContent ?? ''}`.trim()
        : null,
      empty:
        (document.getElementById('storybook-root')?.childElementCount ?? 0) === 0 &&
        (document.getElementById('storybook-docs')?.childElementCount ?? 0) === 0,
      wearing: document.body.className,
      // The a11y addon's axe-core report of this render (none on a docs page): each violation
      // with the nodes it found, as the addon's panel lists them.
      accessibility: (
        window.__STORYBOOK_ADDONS_CHANNEL__?.last('storyFinished')?.[0]?.reporters ?? []
      )
        .filter((report) => report.type === 'a11y' && report.status !== 'passed')
        .flatMap((report) =>
          report.result.error
            ? [`axe-core did not run: ${report.result.error.message ?? report.result.error}`]
            : report.result.violations.map(
                (violation) =>
                  `${report.status === 'warning' ? '(todo) ' : ''}${violation.id} (${violation.impact}): ${violation.help}; ${violation.nodes
                    .slice(0, 5)
                    .map((node) => node.target.join(' '))
                    .join(
                      ' | ',
                    )}${violation.nodes.length > 5 ? ` and ${violation.nodes.length - 5} more` : ''}`,
              ),
        ),
      // The palette marks each text-on-background pair the kit paints that is under 4.5:1.
      lowContrast: [...document.querySelectorAll('[data-passes="false"]')].map(
        (cell) =>
          `${cell.closest('tr')?.querySelector('th')?.textContent} on ${cell.closest('tr')?.querySelector('td')?.textContent}: ${cell.textContent}`,
      ),
    }))
    if (shown.errorDisplay) state.errors.push(`Storybook error display: ${shown.errorDisplay}`)
    if (shown.empty) state.errors.push('nothing rendered')
    for (const pair of shown.lowContrast) state.errors.push(`contrast under 4.5:1: ${pair}`)
    for (const finding of shown.accessibility) state.errors.push(`accessibility: ${finding}`)
    if (wears && !shown.wearing.split(' ').includes(wears)) {
      state.errors.push(`wears "${shown.wearing}", not the toolbar's theme ${wears}`)
    }
    // Every text in a script the site ships a font for must be drawn by a web font, not boxes.
    for (const text of await glyphless(page)) {
      state.errors.push(`missing glyphs: ${text}`)
    }
  } catch (error) {
    state.errors.push(`did not finish: ${error.message.split('\n')[0]}`)
  }
  return [...state.errors]
}

async function main() {
  const started = Date.now()
  const groups = plan()
  let renders = 0
  const server = await serve()
  const base = `http://127.0.0.1:${server.address().port}`
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  const context = await browser.newContext()
  const failures = []
  let next = 0
  const worker = async () => {
    const page = await context.newPage()
    const state = {
      errors: [],
      inflight: new Set(),
      navigating: false,
      /** Which document of the page made each request: one more with each story loaded afresh. */
      document: 0,
      documentOf: new WeakMap(),
    }
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && state.navigating) state.document += 1
    })
    page.on('pageerror', (error) => state.errors.push(`page error: ${error.message}`))
    page.on('console', (message) => {
      // A broken image is a state the kit shows on purpose (its stories break one); a failed
      // script, stylesheet or call is caught below by its request.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        state.errors.push(`console error: ${message.text()}`)
      }
    })
    page.on('request', (request) => {
      state.inflight.add(request)
      state.documentOf.set(request, state.document)
    })
    page.on('requestfinished', async (request) => {
      state.inflight.delete(request)
      const response = await request.response().catch(() => null)
      if (response && response.status() >= 400 && request.resourceType() !== 'image') {
        state.errors.push(`${response.status()} for ${request.url()}`)
      }
    })
    page.on('requestfailed', (request) => {
      state.inflight.delete(request)
      if (state.documentOf.get(request) !== state.document) return
      if (request.resourceType() !== 'image') {
        state.errors.push(`request failed: ${request.url()} (${request.failure()?.errorText})`)
      }
    })
    while (next < groups.length) {
      const group = groups[next++]
      await page.setViewportSize(group.size)
      const query = group.globals ? `&globals=${encodeURIComponent(group.globals)}` : ''
      for (const [position, id] of group.ids.entries()) {
        const url =
          position === 0
            ? `${base}/iframe.html?id=${encodeURIComponent(id)}&viewMode=${group.viewMode ?? 'story'}${query}`
            : null
        const errors = await renderOne(page, url, id, state, group.wears)
        renders++
        if (errors.length > 0) {
          failures.push({ id, globals: group.globals, errors })
          console.error(`✗ ${id}${group.globals ? ` [${group.globals}]` : ''}`)
          // First lines only: a stack of minified frames says less than the story's name.
          for (const error of new Set(errors.map((e) => e.split('\n')[0]))) {
            console.error(`    ${error}`)
          }
        }
      }
    }
    await page.close()
  }
  try {
    await Promise.all(Array.from({ length: pagesAtOnce }, worker))
  } finally {
    await browser.close()
    server.close()
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  console.info(
    `Storybook: ${stories.length} stories and ${docs.length} docs pages in ${renders} renders, ${failures.length} failed (${seconds} s)`,
  )
  process.exitCode = failures.length > 0 ? 1 : 0
}

await main()
