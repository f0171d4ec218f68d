import { type Database, openDatabase } from './database.ts'

/**
 * The databases a suite runs on: always the embedded PGlite, and a real PostgreSQL server when
 * the test script started one (TEST_DATABASE_URL), which is where races and connection pools
 * behave as in production. Each open starts from an empty schema.
 */
export const testBackends: readonly { readonly name: string; open(): Promise<Database> }[] = [
  { name: 'PGlite', open: () => openDatabase({}) },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: 'PostgreSQL',
          async open() {
            const db = await openDatabase({ url: process.env.TEST_DATABASE_URL })
            await db.query('drop schema if exists public cascade')
            await db.query('create schema public')
            return db
          },
        },
      ]
    : []),
]
