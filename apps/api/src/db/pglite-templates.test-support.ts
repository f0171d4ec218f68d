import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statfsSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { seedDemo } from '../sites/seed-demo.ts'
import { openDatabase } from './database.ts'
import { migrate } from './migrations.ts'

/** The data folders a PGlite suite starts from, each a copy of the one before plus a step. */
export type PgliteTemplate = 'empty' | 'migrated' | 'seeded'

export interface PgliteTemplates {
  /** Holds one folder per template; suites make their own copies inside it too. */
  readonly root: string
  /** The templates made; `empty` always is. */
  readonly made: readonly PgliteTemplate[]
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplates: PgliteTemplates
  }
}

/**
 * Memory when the machine has plenty (a RAM-backed /dev/shm; Docker's default of 64 MB is not),
 * else the temporary folder. A data folder is a thousand files: on a disk, removing a suite's
 * copy took two seconds of journal waits, longer than opening it.
 */
function templatesParent(): string {
  const shm = '/dev/shm'
  if (!existsSync(shm)) return tmpdir()
  const { bavail, bsize } = statfsSync(shm)
  return bavail * bsize >= 2 ** 30 ? shm : tmpdir()
}

const prefix = 'parlor-pglite-templates-'

/**
 * Folders of runs killed before their teardown, a day or more ago: in /dev/shm they hold memory
 * until a reboot.
 */
function removeAbandoned(parent: string): void {
  const dayAgo = Date.now() - 86_400_000
  for (const name of readdirSync(parent)) {
    if (!name.startsWith(prefix)) continue
    const path = join(parent, name)
    try {
      if (statSync(path).mtimeMs < dayAgo) rmSync(path, { recursive: true, force: true })
    } catch {
      // Another user's folder, or one a concurrent run removes: not this run's business.
    }
  }
}

/**
 * Vitest's global setup: builds the PGlite data folders once per run. PGlite's initdb costs
 * seconds of WebAssembly per database and the migrations and demo seed another second, while
 * opening a copied folder costs a fraction of that; every suite used to pay the whole price.
 * The folders are made by the server's own openDatabase, migrate and seedDemo.
 *
 * In watch mode the global setup runs once and never sees an edited migration or seed, so only
 * the empty folder, which holds none of this code, is made; suites migrate and seed it.
 */
export async function setup(project: TestProject): Promise<() => void> {
  const parent = templatesParent()
  removeAbandoned(parent)
  const root = mkdtempSync(join(parent, prefix))
  const folder = (template: PgliteTemplate) => join(root, template)
  const made: PgliteTemplate[] = ['empty']

  await (await openDatabase({ dataDir: folder('empty') })).close()

  if (!project.config.watch) {
    cpSync(folder('empty'), folder('migrated'), { recursive: true })
    const migrated = await openDatabase({ dataDir: folder('migrated') })
    await migrate(migrated)
    await migrated.close()

    cpSync(folder('migrated'), folder('seeded'), { recursive: true })
    const seeded = await openDatabase({ dataDir: folder('seeded') })
    await seedDemo(seeded, new Date())
    await seeded.close()
    made.push('migrated', 'seeded')
  }

  project.provide('pgliteTemplates', { root, made })
  return () => rmSync(root, { recursive: true, force: true })
}
