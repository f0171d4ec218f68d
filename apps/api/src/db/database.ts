import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'

/**
 * The little the server needs from PostgreSQL, met by both the embedded PGlite and a real server
 * through node-postgres, so the same SQL and migrations run on either.
 */
export interface Database {
  query<TRow = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<TRow[]>
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>
  /** Runs `work` in one transaction; it is rolled back when `work` throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
  readonly kind: 'pglite' | 'postgres'
}

export type Queryable = Pick<Database, 'query' | 'exec'>

export interface DatabaseOptions {
  /** A PostgreSQL connection string; without it the embedded database is used. */
  readonly url?: string | undefined
  /** PGlite's data folder; without it PGlite keeps everything in memory (tests). */
  readonly dataDir?: string | undefined
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url) : openPglite(options.dataDir)
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  // PGlite creates its own folder but not the ones above it (a fresh clone has no data/ yet).
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const db = dataDir ? new PGlite(dataDir) : new PGlite()
  await db.waitReady
  const query = async <TRow>(sql: string, params: unknown[] = []) =>
    (await db.query<TRow>(sql, params)).rows
  return {
    kind: 'pglite',
    query,
    exec: async (sql) => {
      await db.exec(sql)
    },
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: async <TRow>(sql: string, params: unknown[] = []) =>
            (await tx.query<TRow>(sql, params)).rows,
          exec: async (sql) => {
            await tx.exec(sql)
          },
        }),
      ),
    close: () => db.close(),
  }
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  const query = async <TRow>(sql: string, params: unknown[] = []) =>
    (await pool.query(sql, params)).rows as TRow[]
  return {
    kind: 'postgres',
    query,
    exec: async (sql) => {
      await pool.query(sql)
    },
    async transaction(work) {
      const client = await pool.connect()
      try {
        await client.query('begin')
        const result = await work({
          query: async <TRow>(sql: string, params: unknown[] = []) =>
            (await client.query(sql, params)).rows as TRow[],
          exec: async (sql) => {
            await client.query(sql)
          },
        })
        await client.query('commit')
        return result
      } catch (error) {
        await client.query('rollback')
        throw error
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}
