import { spawn } from 'node:child_process'

/**
 * An X display in memory (Xvfb) for a browser that cannot run headless, such as WebKitGTK's
 * MiniBrowser. Xvfb picks a free display number and writes it to the descriptor it is given.
 */
export async function startVirtualDisplay(): Promise<{ display: string; stop: () => void }> {
  const xvfb = spawn(
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'ignore', 'inherit', 'pipe'],
    },
  )
  const number = await new Promise<string>((resolve, reject) => {
    let written = ''
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
      written += chunk.toString()
      if (written.includes('\n')) resolve(written.trim())
    })
    xvfb.on('error', reject)
    xvfb.on('exit', (code) => reject(new Error(`Xvfb ended (${code}) before it had a display`)))
  })
  return { display: `:${number}`, stop: () => xvfb.kill() }
}
