import { execFile } from 'node:child_process'
import { mkdirSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { Publishable } from './publishable.ts'

const run = promisify(execFile)

export interface Packed {
  /** The tarball's path. */
  readonly tarball: string
  /** The tarball's size in bytes. */
  readonly size: number
  /** Every file's path inside the package (`dist/index.js`). */
  readonly files: readonly string[]
  /** The unpacked package's folder. */
  readonly folder: string
}

/** Runs `task` on every item, `width` at a time. */
async function inParallel<T>(items: readonly T[], width: number, task: (item: T) => Promise<void>) {
  const queue = [...items]
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item)
  }
  await Promise.all(Array.from({ length: width }, worker))
}

/** One package packed as `pnpm publish` packs it (prepack and postpack included), and unpacked. */
async function pack(pkg: Publishable, workspace: string): Promise<Packed> {
  const destination = join(workspace, pkg.name.replace(/^@/, '').replace('/', '-'))
  mkdirSync(destination, { recursive: true })
  await run('pnpm', ['pack', '--pack-destination', destination], { cwd: pkg.folder })
  const [tarball] = readdirSync(destination)
  if (!tarball) throw new Error(`pnpm pack made no tarball for ${pkg.name}`)
  const path = join(destination, tarball)
  await run('tar', ['xzf', path, '-C', destination])
  const folder = join(destination, 'package')
  return {
    tarball: path,
    size: statSync(path).size,
    files: readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1)),
    folder,
  }
}

/** Every package packed into `workspace`, six at a time: name to tarball and contents. */
export async function packAll(
  packages: readonly Publishable[],
  workspace: string,
): Promise<Map<string, Packed>> {
  const packs = new Map<string, Packed>()
  await inParallel(packages, 6, async (pkg) => {
    packs.set(pkg.name, await pack(pkg, workspace))
  })
  return packs
}
