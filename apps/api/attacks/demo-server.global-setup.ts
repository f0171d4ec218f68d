import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { startServer } from './running-server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The demo server every attack file shares: `npm start`'s server, behind a proxy. */
    demo: { origin: string; pid: number }
  }
}

/**
 * One demo server as `npm start` runs it (DEMO=1, PGlite in a throw-away folder, the built
 * player site), with TRUST_PROXY=1 so each attacker and victim can come from an address of its
 * own, as they would through the load balancer of a real deployment.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'parlor-attacks-'))
  const server = await startServer({ DEMO: '1', DATA_DIR: dataDir, TRUST_PROXY: '1' })
  project.provide('demo', { origin: server.origin, pid: server.pid })
  return async () => {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
