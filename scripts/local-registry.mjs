// A package registry on this machine (verdaccio), for rehearsing a release: `@parlor/*` packages
// are published to it and installed from it; every other package comes through it from the
// registry npm is configured with. Its storage is a fresh temporary folder, so each rehearsal
// starts empty. Used by scripts/release-local.mjs and the example app's test.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// verdaccio is a tool of packages/package-checks, which holds it as a dev dependency.
const require = createRequire(new URL('../packages/package-checks/package.json', import.meta.url))

/** The registry npm is configured with: where everything but Parlor's packages comes from. */
function upstreamRegistry() {
  try {
    return execFileSync('npm', ['config', 'get', 'registry'], { encoding: 'utf8' }).trim()
  } catch {
    return 'https://registry.npmjs.org/'
  }
}

/**
 * Starts the registry on `port` (0: any free one) and signs a publisher in. Resolves to its
 * address, a `.npmrc` that publishes and installs through it, and `close`, which stops it and
 * deletes its storage.
 */
export async function startLocalRegistry({ port = 0 } = {}) {
  const { runServer } = require('verdaccio')
  const folder = mkdtempSync(join(tmpdir(), 'parlor-registry-'))
  const storage = join(folder, 'storage')
  const server = await runServer({
    self_path: folder,
    storage,
    auth: { htpasswd: { file: join(folder, 'htpasswd'), max_users: 10 } },
    uplinks: { upstream: { url: upstreamRegistry(), timeout: '60s' } },
    packages: {
      // Parlor's packages live here only: never looked up upstream, so a rehearsal installs
      // exactly what it published.
      '@parlor/*': { access: '$all', publish: '$authenticated' },
      '**': { access: '$all', publish: '$authenticated', proxy: 'upstream' },
    },
    log: { type: 'stdout', format: 'pretty', level: 'error' },
    web: { enable: false },
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  const url = `http://127.0.0.1:${server.address().port}/`

  // A publisher, as `npm adduser` would make one: the answer carries the token npm sends.
  const signUp = await fetch(new URL('-/user/org.couchdb.user:parlor', url), {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'parlor', password: 'rehearsal-only' }),
  })
  if (!signUp.ok) throw new Error(`The local registry refused a publisher: ${signUp.status}`)
  const { token } = await signUp.json()
  const npmrc = join(folder, '.npmrc')
  const host = url.replace(/^http:/, '')
  writeFileSync(npmrc, `registry=${url}\n${host}:_authToken=${token}\n`)

  return {
    url,
    npmrc,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.()
        server.close(() => {
          rmSync(folder, { recursive: true, force: true })
          resolve()
        })
      }),
  }
}
