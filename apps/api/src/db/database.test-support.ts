import { randomBytes } from 'node:crypto'
import { type Database, openDatabase } from './database.ts'

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

/**
 * The databases a suite runs on: always the embedded PGlite, and a real PostgreSQL server when
 * the test script started one (TEST_DATABASE_URL), which is where races and connection pools
 * behave as in production. Each open starts from an empty schema.
 */
const serverUrl = process.env.TEST_DATABASE_URL

export const testBackends: readonly { readonly name: string; open(): Promise<Database> }[] = [
  { name: 'PGlite', open: () => openDatabase({}) },
  ...(serverUrl ? [{ name: 'PostgreSQL', open: () => openIsolatedPostgres(serverUrl) }] : []),
]
