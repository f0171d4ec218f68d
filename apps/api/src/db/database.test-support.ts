import { randomBytes } from 'node:crypto'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { inject } from 'vitest'
import { seedDemo } from '../sites/seed-demo.ts'
import { type Database, openDatabase } from './database.ts'
import { migrate } from './migrations.ts'
import type { PgliteTemplate } from './pglite-templates.test-support.ts'

/**
 * Opens a copy of a template data folder the global setup made, through the server's own
 * openDatabase; the copy goes when the suite closes the database.
 */
async function openPgliteCopy(template: PgliteTemplate): Promise<Database> {
  const { root } = inject('pgliteTemplates')
  const dataDir = mkdtempSync(join(root, `${template}-copy-`))
  cpSync(join(root, template), dataDir, { recursive: true })
  const db = await openDatabase({ dataDir })
  return {
    ...db,
    async close() {
      await db.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** The most prepared template that was made: migrated and seeded ones are not in watch mode. */
async function openPgliteSeeded(seededAt: Date | undefined): Promise<Database> {
  const { made } = inject('pgliteTemplates')
  if (!seededAt && made.includes('seeded')) return openPgliteCopy('seeded')
  const db = await openPgliteCopy(made.includes('migrated') ? 'migrated' : 'empty')
  await migrate(db)
  await seedDemo(db, seededAt ?? new Date())
  return db
}

/**
 * Opens the test server's database in a schema of its own, so suites that Vitest runs side by
 * side never see each other's rows; the schema goes when the suite closes the database.
 */
async function openIsolatedPostgres(url: string): Promise<Database> {
  const schema = `test_${randomBytes(6).toString('hex')}`
  const admin = await openDatabase({ url })
  await admin.query(`create schema ${schema}`)
  await admin.close()
  const scoped = new URL(url)
  scoped.searchParams.set('options', `-c search_path=${schema}`)
  const db = await openDatabase({ url: scoped.toString() })
  return {
    ...db,
    async close() {
      await db.query(`drop schema ${schema} cascade`)
      await db.close()
    },
  }
}

export interface TestBackend {
  readonly name: string
  /** A database with an empty schema. */
  open(): Promise<Database>
  /**
   * A migrated database holding the demo sites, seeded at `seededAt`; without it, seeded at
   * about now (on PGlite: when the run started).
   */
  openSeeded(seededAt?: Date): Promise<Database>
}

const pglite: TestBackend = {
  name: 'PGlite',
  open: () => openPgliteCopy('empty'),
  openSeeded: openPgliteSeeded,
}

function postgres(url: string): TestBackend {
  return {
    name: 'PostgreSQL',
    open: () => openIsolatedPostgres(url),
    async openSeeded(seededAt) {
      const db = await openIsolatedPostgres(url)
      await migrate(db)
      await seedDemo(db, seededAt ?? new Date())
      return db
    },
  }
}

/**
 * The databases a suite runs on: always the embedded PGlite, and a real PostgreSQL server when
 * the test script started one (TEST_DATABASE_URL), which is where races and connection pools
 * behave as in production.
 */
const serverUrl = process.env.TEST_DATABASE_URL

export const testBackends: readonly TestBackend[] = [
  pglite,
  ...(serverUrl ? [postgres(serverUrl)] : []),
]
