import { signInSecurityMigration } from '../accounts/sign-in-security-migration.ts'
import { contentMigration } from '../content/content-migration.ts'
import { translationsMigration } from '../content/translations-migration.ts'
import { gamesMigration } from '../games/games-migration.ts'
import { historyTotalsMigration } from '../history/history-totals-migration.ts'
import { wageringMigration } from '../wallet/wagering-migration.ts'
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
  {
    id: '004-money',
    sql: `
      -- Every entry carries the balance it leaves, written under the account's row lock, so the
      -- statement needs no running sum and the database itself refuses an overdraft.
      alter table ledger add column balance_after bigint not null default 0 check (balance_after >= 0);
      alter table ledger add column description text not null default '';
      create index ledger_latest on ledger (account, id desc);
      -- The first successful answer to a money call, replayed for a retry with the same key.
      create table idempotency_keys (
        account bigint not null references accounts (id),
        call text not null,
        key text not null,
        request_hash text not null,
        response jsonb not null,
        created_at timestamptz not null default now(),
        primary key (account, call, key)
      );
      create table bank_accounts (
        id bigint generated always as identity primary key,
        account bigint not null references accounts (id),
        bank_code text not null,
        account_name text not null,
        account_number text not null,
        is_default boolean not null,
        created_at timestamptz not null default now(),
        unique (account, bank_code, account_number)
      );
      -- Deposits and withdrawals share one id series: the transaction history lists both by id.
      create sequence payment_ids;
      create table deposits (
        id bigint primary key default nextval('payment_ids'),
        account bigint not null references accounts (id),
        amount bigint not null check (amount > 0),
        method text not null,
        status text not null check (status in ('pending', 'completed', 'rejected', 'cancelled')),
        reference text not null,
        promotion bigint,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create index deposits_by_account on deposits (account, id desc);
      create table withdrawals (
        id bigint primary key default nextval('payment_ids'),
        account bigint not null references accounts (id),
        amount bigint not null check (amount > 0),
        bank_account bigint not null references bank_accounts (id),
        status text not null check (status in ('requested', 'under_review', 'approved', 'paid', 'rejected', 'cancelled')),
        reject_reason text not null default '',
        reference text not null,
        requested_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create index withdrawals_by_account on withdrawals (account, id desc);
      create table withdrawal_steps (
        withdrawal bigint not null references withdrawals (id),
        status text not null,
        at timestamptz not null default now()
      );
      create index withdrawal_steps_by_withdrawal on withdrawal_steps (withdrawal);
      create table inbox_items (
        id bigint generated always as identity primary key,
        account bigint not null references accounts (id),
        title text not null,
        body text not null,
        reward_amount bigint not null default 0 check (reward_amount >= 0),
        read_at timestamptz,
        claimed_at timestamptz,
        expires_at timestamptz,
        created_at timestamptz not null default now()
      );
      create index inbox_by_account on inbox_items (account, id desc);
      create table promotions (
        id bigint generated always as identity primary key,
        domain_name text not null references sites (domain_name),
        title text not null,
        summary text not null,
        body text not null,
        image_url text not null,
        category text not null,
        claim text not null check (claim in ('none', 'instant', 'with_deposit')),
        bonus_amount bigint not null default 0,
        bonus_percent numeric not null default 0,
        max_bonus bigint not null default 0,
        min_deposit bigint not null default 0,
        turnover_multiplier int not null default 0,
        starts_at timestamptz not null,
        ends_at timestamptz,
        sort_order int not null
      );
      create table promotion_claims (
        promotion bigint not null references promotions (id),
        account bigint not null references accounts (id),
        amount bigint not null,
        claimed_at timestamptz not null default now(),
        primary key (promotion, account)
      );
      create table missions (
        id bigint generated always as identity primary key,
        domain_name text not null references sites (domain_name),
        title text not null,
        description text not null,
        period text not null check (period in ('daily', 'weekly', 'once')),
        metric text not null check (metric in ('rounds', 'turnover', 'deposit')),
        goal bigint not null check (goal > 0),
        reward_amount bigint not null,
        reward_tokens int not null,
        sort_order int not null
      );
      create table mission_claims (
        mission bigint not null references missions (id),
        account bigint not null references accounts (id),
        period_start timestamptz not null,
        claimed_at timestamptz not null default now(),
        primary key (mission, account, period_start)
      );
      -- Minigame tokens: a grant may become spendable later (frozen until available_at).
      create table token_ledger (
        id bigint generated always as identity primary key,
        account bigint not null references accounts (id),
        amount int not null,
        kind text not null,
        reference text not null default '',
        available_at timestamptz not null default now(),
        created_at timestamptz not null default now()
      );
      create index token_ledger_by_account on token_ledger (account);
      create table vip_levels (
        domain_name text not null references sites (domain_name),
        level int not null,
        vip_name text not null,
        min_deposit bigint not null,
        min_turnover bigint not null,
        rebate_percent numeric not null,
        upgrade_bonus bigint not null,
        daily_withdraw_limit bigint not null,
        benefits jsonb not null,
        primary key (domain_name, level)
      );
      create table game_rounds (
        id bigint generated always as identity primary key,
        round_id text not null unique,
        account bigint not null references accounts (id),
        provider_code text not null,
        game_code text not null,
        game_name text not null,
        stake bigint not null check (stake >= 0),
        win bigint not null check (win >= 0),
        reels jsonb not null,
        status text not null default 'settled',
        placed_at timestamptz not null default now(),
        settled_at timestamptz
      );
      create index game_rounds_by_account on game_rounds (account, id desc);
    `,
  },
  gamesMigration,
  contentMigration,
  signInSecurityMigration,
  wageringMigration,
  historyTotalsMigration,
  translationsMigration,
]

/** Any number the servers agree on: the advisory lock migrations take turns by. */
const migrationLock = 7_260_001

/**
 * Applies the migrations not yet applied. Each runs in a transaction that first takes an advisory
 * lock and checks again whether it was applied: servers starting together on one PostgreSQL take
 * turns, and the later ones find the work done instead of failing on it.
 */
export async function migrate(db: Database): Promise<string[]> {
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [migrationLock])
    await tx.query(`
      create table if not exists schema_migrations (
        id text primary key,
        applied_at timestamptz not null default now()
      )
    `)
  })
  const done = new Set(
    (await db.query<{ id: string }>('select id from schema_migrations')).map((row) => row.id),
  )
  const applied: string[] = []
  for (const migration of migrations) {
    if (done.has(migration.id)) continue
    const ran = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [migrationLock])
      const [already] = await tx.query('select 1 from schema_migrations where id = $1', [
        migration.id,
      ])
      if (already) return false
      await tx.exec(migration.sql)
      await tx.query('insert into schema_migrations (id) values ($1)', [migration.id])
      return true
    })
    if (ran) applied.push(migration.id)
  }
  return applied
}
