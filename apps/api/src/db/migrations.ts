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
  {
    id: '002-accounts',
    sql: `
      create table accounts (
        id bigint generated always as identity primary key,
        domain_name text not null references sites (domain_name),
        account_id text not null,
        password_hash text not null,
        full_name text not null default '',
        contact_email text not null default '',
        contact_phone text not null,
        -- pending until the sign-up code is confirmed; BLOCK and CLOSE end every session
        status text not null default 'pending' check (status in ('pending', 'active', 'BLOCK', 'CLOSE')),
        referrer_code text not null default '',
        created_at timestamptz not null default now(),
        unique (domain_name, account_id)
      );
      create table sessions (
        token_hash text primary key,
        account bigint not null references accounts (id),
        created_at timestamptz not null default now(),
        revoked_at timestamptz
      );
      create index sessions_by_account on sessions (account) where revoked_at is null;
      create table login_failures (
        domain_name text not null,
        account_id text not null,
        failed_at timestamptz not null default now()
      );
      create index login_failures_by_account on login_failures (domain_name, account_id, failed_at);
      create table tac_codes (
        id bigint generated always as identity primary key,
        domain_name text not null,
        account_id text not null,
        purpose text not null check (purpose in ('register', 'login', 'reset')),
        code_hash text not null,
        expires_at timestamptz not null,
        attempts int not null default 0,
        used_at timestamptz,
        created_at timestamptz not null default now()
      );
      create index tac_codes_live on tac_codes (domain_name, account_id, purpose) where used_at is null;
      -- Codes as delivered, for the development outbox only (never read in production mode).
      create table outbox (
        id bigint generated always as identity primary key,
        domain_name text not null,
        account_id text not null,
        purpose text not null,
        code text not null,
        sent_to text not null,
        created_at timestamptz not null default now()
      );
      create table ledger (
        id bigint generated always as identity primary key,
        account bigint not null references accounts (id),
        amount bigint not null,
        kind text not null,
        reference text not null default '',
        created_at timestamptz not null default now()
      );
      create index ledger_by_account on ledger (account);
    `,
  },
  {
    id: '003-site-content',
    sql: `
      create table site_content (
        domain_name text primary key references sites (domain_name),
        social_accounts jsonb not null,
        partners jsonb not null,
        analytics_scripts jsonb not null,
        announcements jsonb not null
      );
      create table site_visits (
        id bigint generated always as identity primary key,
        domain_name text not null references sites (domain_name),
        fbp text not null,
        appsflyer_id text not null,
        visited_at timestamptz not null default now()
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
      await tx.exec(migration.sql)
      await tx.query('insert into schema_migrations (id) values ($1)', [migration.id])
    })
    applied.push(migration.id)
  }
  return applied
}
