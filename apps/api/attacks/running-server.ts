import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

const serverEntry = fileURLToPath(new URL('../dist/server.js', import.meta.url))

export interface RunningServer {
  readonly port: number
  /** `http://127.0.0.1:<port>`: the server names each site by the body's domain_name. */
  readonly origin: string
  readonly pid: number
  /** What the process holds in memory now (VmRSS), in MiB. */
  rssMegabytes(): number
  /** Everything the server printed so far. */
  output(): string
  stop(): Promise<void>
}

/** What a process holds in memory now (VmRSS), in MiB. */
export function rssMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

function launch(env: Record<string, string>, port: number) {
  const child = spawn(process.execPath, [serverEntry], {
    // Only what the test names: nothing of the runner's own environment decides the mode.
    env: { PATH: process.env.PATH ?? '', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  return { child, output: () => output }
}

async function waitForHealth(origin: string, child: ChildProcess, output: () => string) {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with ${child.exitCode}:\n${output()}`)
    }
    try {
      if ((await fetch(`${origin}/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`The server did not answer /health within two minutes:\n${output()}`)
}

/**
 * The built platform server (`dist/server.js`, as `npm start` and production run it) in a
 * process of its own, configured only by `env`, as an attacker finds it: over HTTP on loopback.
 */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const { child, output } = launch(env, port)
  await waitForHealth(origin, child, output)
  const pid = child.pid ?? 0
  return {
    port,
    origin,
    pid,
    rssMegabytes: () => rssMegabytes(pid),
    output,
    async stop() {
      if (child.exitCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    },
  }
}

/** Starts the server and waits for it to give up: for settings it must refuse. */
export async function startServerExpectingExit(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const { child, output } = launch(env, await freePort())
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  return { code, output: output() }
}
