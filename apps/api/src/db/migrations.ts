import type { Database } from './database.ts'

/**
 * Schema changes in the order they apply. Each runs once, in its own transaction, on PGlite and
 * PostgreSQL alike; never edit one that has shipped, add the next instead.
 */
export const migrations: readonly { readonly id: string; readonly sql: string }[] = [
  {
    id: '001-sites',
    sql: `
      create table sites (
        domain_name text primary key,
        site jsonb not null,
        content jsonb not null,
        language text not null,
        provider_count jsonb not null,
        aff_domain text not null,
        live_chat jsonb not null,
        maintenance jsonb not null
      );
    `,
  },
]

export async function migrate(db: Database): Promise<string[]> {
  await db.query(`
    create table if not exists schema_migrations (
      id text primary key,
      applied_at timestamptz not null default now()
    )
  `)
  const done = new Set(
    (await db.query<{ id: string }>('select id from schema_migrations')).map((row) => row.id),
  )
  const applied: string[] = []
  for (const migration of migrations) {
    if (done.has(migration.id)) continue
    await db.transaction(async (tx) => {
      await tx.query(migration.sql)
      await tx.query('insert into schema_migrations (id) values ($1)', [migration.id])
    })
    applied.push(migration.id)
  }
  return applied
}
