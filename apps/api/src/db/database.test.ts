import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { testBackends } from './database.test-support.ts'
import { openDatabase } from './database.ts'
import { migrate } from './migrations.ts'

describe('the embedded database', () => {
  const root = mkdtempSync(join(tmpdir(), 'parlor-pglite-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('creates a nested data folder on a fresh machine and keeps its data across a restart', async () => {
    const dataDir = join(root, 'apps', 'api', 'data', 'pglite')
    const first = await openDatabase({ dataDir })
    expect(await migrate(first)).toContain('001-sites')
    await first.query(
      `insert into sites (domain_name, site, content, language, provider_count, aff_domain, live_chat, maintenance)
       values ('restart.test', '{}', '{}', 'EN', '[]', '', '{}', '{}')`,
    )
    await first.close()

    const again = await openDatabase({ dataDir })
    expect(await migrate(again)).toEqual([])
    expect(await again.query(`select domain_name from sites`)).toEqual([
      { domain_name: 'restart.test' },
    ])
    await again.close()
  }, 60_000)
})

// On the suites' own backends: a copied PGlite data folder opens in a fraction of an initdb, and
// the wrapper of the PostgreSQL pool gets the same check.
describe.each(testBackends)('a transaction on $name', (backend) => {
  it('rolls a failed transaction back', async () => {
    const db = await backend.open()
    await migrate(db)
    await expect(
      db.transaction(async (tx) => {
        await tx.query(
          `insert into sites (domain_name, site, content, language, provider_count, aff_domain, live_chat, maintenance)
           values ('rollback.test', '{}', '{}', 'EN', '[]', '', '{}', '{}')`,
        )
        throw new Error('abandon')
      }),
    ).rejects.toThrow('abandon')
    expect(await db.query(`select 1 from sites where domain_name = 'rollback.test'`)).toEqual([])
    await db.close()
  })
})

describe.each(testBackends)('migrations on $name', (backend) => {
  it('take turns when servers start together: each applies once, none fails', async () => {
    const db = await backend.open()
    // On PostgreSQL these run side by side over the pool, as two servers starting at once do.
    const runs = await Promise.all([migrate(db), migrate(db), migrate(db)])
    const applied = runs.flat()
    expect(new Set(applied).size).toBe(applied.length)
    expect(applied).toContain('001-sites')
    await db.close()
  })
})
