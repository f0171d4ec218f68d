import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const serverEntry = fileURLToPath(new URL('../../api/dist/server.js', import.meta.url))

export interface DemoServer {
  readonly port: number
  /** Stops the process and waits for it to exit. */
  stop(): Promise<void>
}

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

/**
 * The built platform server serving the built site, as `npm start` runs it, on its own port and
 * data folder (PGlite). Starting again on the same folder keeps the data, as a restart would.
 */
export async function startDemoServer(port: number, dataDir: string): Promise<DemoServer> {
  const server = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      DEMO: '1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // Every browser test signs its players up from this one address: only the per-address
      // limits on sign-ups and codes are lifted (each player has a phone number of its own).
      THROTTLES: JSON.stringify({
        signUpSource: { free: 100_000 },
        codeSendSource: { free: 100_000 },
      }),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  await waitForHealth(port, server)
  return {
    port,
    stop: async () => {
      if (server.exitCode !== null) return
      const exited = new Promise((resolve) => server.once('exit', resolve))
      server.kill('SIGTERM')
      await exited
    },
  }
}

/** A port of the range the browser tests use, unlikely to be taken. */
export function randomPort(): number {
  return 18_000 + Math.floor(Math.random() * 2_000)
}
