// examples/theme-site built as a team outside this repository builds it: the packages published
// to a registry on this machine by the release itself (`pnpm release`'s build and `changeset
// publish`), installed from it with npm into a copy of the example (not workspace links),
// type-checked strictly, built for production, and opened in Chromium against the reference
// server's demo.
import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { type Browser, chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// The browser tests' own launcher of the built demo server, on a data folder of its own.
import {
  type DemoServer,
  randomPort,
  startDemoServer,
} from '../../../apps/shell/e2e/demo-server.ts'
import type { LocalRegistry } from '../../../scripts/local-registry.mjs'
import { releaseToLocalRegistry } from '../../../scripts/release-local.mjs'
import { type PackageJson, publishable, repository } from './publishable.ts'

const run = promisify(execFile)
const example = join(repository, 'examples/theme-site')

let workspace: string
let registry: LocalRegistry
let published: string[]
let app: string
let server: DemoServer
let preview: ChildProcess
let previewPort: number
let browser: Browser
const typecheck = { ok: false, output: '' }

/** Waits until `url` answers, or the process serving it has exited. */
async function waitForAnswer(url: string, process: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (process.exitCode !== null) throw new Error(`${url}: its server exited`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} did not answer within a minute`)
}

beforeAll(async () => {
  workspace = mkdtempSync(join(tmpdir(), 'parlor-example-'))
  const release = await releaseToLocalRegistry()
  registry = release.registry
  published = release.published
  // The example as it is in the repository, its @parlor ranges as an outside team writes them.
  app = join(workspace, 'theme-site')
  cpSync(example, app, {
    recursive: true,
    filter: (path) => !/[\\/](node_modules|dist)$/.test(path),
  })
  await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: app,
    env: {
      ...process.env,
      NPM_CONFIG_USERCONFIG: registry.npmrc,
      npm_config_registry: registry.url,
    },
    maxBuffer: 16 * 1024 * 1024,
  })
  try {
    // The page's code under the browser's types, its Vite config under Node's.
    await run('npm', ['run', '--silent', 'typecheck'], { cwd: app })
    typecheck.ok = true
  } catch (error) {
    typecheck.output = String((error as { stdout?: string }).stdout ?? error)
  }
  await run('npx', ['vite', 'build'], { cwd: app })

  server = await startDemoServer(randomPort(), join(workspace, 'data'))
  previewPort = randomPort()
  // Vite itself, not through npx: npx runs it as a child of its own, which stopping npx leaves
  // running after the test.
  preview = spawn(
    join(app, 'node_modules/.bin/vite'),
    ['preview', '--port', String(previewPort), '--strictPort', '--host', '127.0.0.1'],
    {
      cwd: app,
      env: { ...process.env, PARLOR_API: `http://127.0.0.1:${server.port}` },
      stdio: 'ignore',
    },
  )
  await waitForAnswer(`http://127.0.0.1:${previewPort}/`, preview)
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
}, 600_000)

afterAll(async () => {
  await browser?.close()
  preview?.kill('SIGTERM')
  await server?.stop()
  await registry?.close()
  rmSync(workspace, { recursive: true, force: true })
})

describe('an app outside the repository, on the published packages', () => {
  it('installed them from the registry the release published them to, not from the workspace', () => {
    // Every publishable package was published, at the version its package.json names.
    const versions = publishable.map((pkg) => {
      const { version } = JSON.parse(
        readFileSync(join(pkg.folder, 'package.json'), 'utf8'),
      ) as PackageJson & { version: string }
      return `${pkg.name}@${version}`
    })
    expect([...published].sort()).toEqual([...versions].sort())
    const installed = JSON.parse(
      readFileSync(join(app, 'node_modules/@parlor/ui-kit/package.json'), 'utf8'),
    ) as PackageJson & { version: string }
    expect(published).toContain(`@parlor/ui-kit@${installed.version}`)
    const lock = JSON.parse(readFileSync(join(app, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { version?: string; link?: boolean; resolved?: string }>
    }
    // Each @parlor package installed is one the release published (they exist nowhere else:
    // the local registry never looks them up upstream), as a registry tarball, never a link to
    // a folder. (npm may record the address its cache first saw the same tarball at.)
    const parlor = Object.entries(lock.packages)
      .filter(([path]) => path.startsWith('node_modules/@parlor/'))
      .map(([path, entry]) => ({
        name: path.slice('node_modules/'.length),
        version: entry.version,
        link: entry.link ?? false,
        tarball: !entry.resolved || /^https?:\/\/.+\.tgz$/.test(entry.resolved),
      }))
    expect(parlor.length).toBeGreaterThanOrEqual(5)
    expect(parlor.filter((entry) => !published.includes(`${entry.name}@${entry.version}`))).toEqual(
      [],
    )
    expect(parlor.filter((entry) => entry.link || !entry.tarball)).toEqual([])
    expect(JSON.stringify(lock)).not.toContain('workspace:')
  })

  it('type-checks strictly', () => {
    expect(typecheck.output).toBe('')
    expect(typecheck.ok).toBe(true)
  })

  it("renders a theme's site with the kit's fonts and tokens, and opens its login dialog", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(`http://template5.localhost:${previewPort}/`, { waitUntil: 'networkidle' })
    await page.getByRole('heading', { name: 'Welcome' }).waitFor()
    const look = await page.evaluate(() => {
      const frame = document.querySelector('[data-slot="frame"]')
      const logIn = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Log in')
      const root = getComputedStyle(document.documentElement)
      return {
        frameFont: frame ? getComputedStyle(frame).fontFamily : '',
        fontToken: frame ? getComputedStyle(frame).getPropertyValue('--pk-font') : '',
        buttonSize: logIn ? Number.parseFloat(getComputedStyle(logIn).fontSize) : 0,
        scale: root.getPropertyValue('--pk-font-size-3').trim(),
        shade: document.documentElement.style.getPropertyValue('--pk-shade-1'),
        bodyClasses: document.body.className,
      }
    })
    // The kit's tokens survived the production build: the frame wears the font stack of the
    // kit's `--pk-font` as the theme sets it (without the tokens it would inherit the browser's
    // serif), and the type scale is defined.
    const stack = (fonts: string) => fonts.replace(/\s+/g, ' ').trim()
    expect(look.fontToken).not.toBe('')
    expect(stack(look.frameFont)).toBe(stack(look.fontToken))
    expect(look.frameFont).not.toMatch(/Times/)
    expect(look.scale).not.toBe('')
    expect(look.buttonSize).toBeGreaterThan(0)
    // The theme is on the page: the site's colour as the kit's shades, its body classes, its menu.
    expect(look.shade).toMatch(/^#[0-9a-f]{6}$/i)
    expect(look.bodyClasses).not.toBe('')
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor()

    await page.getByRole('button', { name: 'Log in' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Log in' })
    await dialog.waitFor()
    expect(await dialog.getByText('Welcome back.').isVisible()).toBe(true)
    expect(errors).toEqual([])
    await page.close()
  })
})
