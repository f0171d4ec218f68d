import { randomBytes } from 'node:crypto'
import pg from 'pg'

/** The PostgreSQL server the test script started, if any (CI always has one). */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL

/**
 * A schema of its own on the test server, for servers under attack to share: its connection
 * string (search_path set) and a client to look inside. Dropped by `drop`.
 */
export async function freshSchema(url: string) {
  const schema = `attack_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create schema ${schema}`)
  const scoped = new URL(url)
  scoped.searchParams.set('options', `-c search_path=${schema}`)
  const client = new pg.Client({ connectionString: scoped.toString() })
  await client.connect()
  return {
    url: scoped.toString(),
    query: async <TRow = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
      (await client.query(sql, params)).rows as TRow[],
    async drop() {
      await client.end()
      await admin.query(`drop schema ${schema} cascade`)
      await admin.end()
    },
  }
}
