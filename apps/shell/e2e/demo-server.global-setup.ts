import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { randomPort, startDemoServer } from './demo-server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The demo server's port; sites are http://<site>.localhost:<port>. */
    demoPort: number
  }
}

/**
 * One demo server for every browser test, on a throw-away data folder. `E2E_PORT` points the
 * tests at a demo server already running instead (quicker while writing a test).
 */
export default async function setup(project: TestProject) {
  const running = Number(process.env.E2E_PORT)
  if (running) {
    project.provide('demoPort', running)
    return
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'parlor-e2e-'))
  const server = await startDemoServer(randomPort(), dataDir)
  project.provide('demoPort', server.port)
  return async () => {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
