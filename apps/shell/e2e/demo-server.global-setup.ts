import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The demo server's port; sites are http://<site>.localhost:<port>. */
    demoPort: number
  }
}

const serverEntry = fileURLToPath(new URL('../../api/dist/server.js', import.meta.url))

async function waitForHealth(port: number, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (server.exitCode !== null) throw new Error(`The demo server exited with ${server.exitCode}`)
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('The demo server did not answer /health within two minutes')
}

/** Starts the built server on its own port and a throw-away data folder, as `npm start` would. */
export default async function setup(project: TestProject) {
  const port = 18_000 + Math.floor(Math.random() * 2_000)
  const dataDir = mkdtempSync(join(tmpdir(), 'parlor-e2e-'))
  const server = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  await waitForHealth(port, server)
  project.provide('demoPort', port)
  return async () => {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
    rmSync(dataDir, { recursive: true, force: true })
  }
}
