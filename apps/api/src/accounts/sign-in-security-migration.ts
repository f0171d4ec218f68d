/**
 * What sign-in security keeps: when each session was last used (sessions end after a while idle
 * and at a fixed age), the hash of the HttpOnly cookie a browser's session is bound to, the
 * devices each account has signed in from, and the throttles' counters, which replace the
 * per-account failure log (its hard lock let anyone lock anyone out).
 */
export const signInSecurityMigration = {
  id: '007-sign-in-security',
  sql: `
    alter table sessions add column last_seen_at timestamptz;
    update sessions set last_seen_at = created_at;
    alter table sessions alter column last_seen_at set not null;
    alter table sessions add column binding_hash text;
    create table trusted_devices (
      account bigint not null references accounts (id),
      device_hash text not null,
      created_at timestamptz not null,
      last_used_at timestamptz not null,
      primary key (account, device_hash)
    );
    create table throttle_counters (
      scope text not null,
      key text not null,
      hits int not null,
      window_started_at timestamptz not null,
      next_allowed_at timestamptz not null,
      primary key (scope, key)
    );
    drop table login_failures;
  `,
}
