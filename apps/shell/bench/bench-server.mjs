// What the shell's benchmarks share: the built platform server started as `npm start` starts it
// (demo mode, a data folder of its own), on a free loopback port, and the median of a page's runs.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { connect, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { throwawayCertificate } from '../../../scripts/throwaway-certificate.mjs'

const serverEntry = fileURLToPath(new URL('../../api/dist/server.js', import.meta.url))
const emptyPage = (path) => fileURLToPath(new URL(`./empty-page/${path}`, import.meta.url))

function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

function listening(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.end()
      resolve(true)
    })
    socket.on('error', () => resolve(false))
  })
}

/**
 * The built server in demo mode on its own data folder, serving the shell build in `shellRoot`
 * (the repository's own when left out). With `tls`, it answers over TLS with a throw-away
 * certificate (so HTTP/2, as a real deployment answers); the browser must be told to accept it.
 */
export async function startServer({ shellRoot, tls = false } = {}) {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'parlor-bench-'))
  const certificate = tls ? throwawayCertificate(dataDir) : undefined
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      DEMO: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(shellRoot ? { SHELL_DIST: shellRoot } : {}),
      ...(certificate
        ? { TLS_CERT_FILE: certificate.certFile, TLS_KEY_FILE: certificate.keyFile }
        : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  for (let tries = 0; tries < 600; tries++) {
    try {
      // Over TLS the certificate is the benchmark's own: the socket answering is what counts.
      if (tls ? await listening(port) : (await fetch(`http://127.0.0.1:${port}/health`)).ok) break
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  return {
    port,
    stop() {
      child.kill()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** The median of the runs that measured: a run that could not finish is left out. */
export function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * The floor every page is compared with: the empty page built from the same libraries
 * (bench/empty-page), built afresh and served by the same server, under the same headers.
 */
export async function startEmptyPageServer({ tls = false } = {}) {
  console.info('Building the empty page…')
  await build({ configFile: emptyPage('vite.config.ts'), logLevel: 'warn' })
  return startServer({ shellRoot: emptyPage('dist'), tls })
}
