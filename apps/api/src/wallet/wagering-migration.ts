/**
 * Promotion turnover (wagering): bonus money is part of the balance but stays locked until the
 * player has staked the bonus times its promotion's multiplier. Applied after the money tables it
 * points at.
 */
export const wageringMigration = {
  id: '008-wagering',
  sql: `
    -- The locked part of the balance each entry leaves, written under the account's row lock like
    -- balance_after: the database itself refuses a debit that would take locked bonus money.
    alter table ledger add column locked_after bigint not null default 0;
    alter table ledger add constraint ledger_locked_within_balance
      check (locked_after >= 0 and locked_after <= balance_after);
    -- One row per bonus credited with a multiplier: what it asks to be staked and how far it got.
    create table wagering_requirements (
      id bigint generated always as identity primary key,
      account bigint not null references accounts (id),
      promotion bigint not null references promotions (id),
      -- the ledger reference of the bonus credit
      reference text not null,
      bonus_amount bigint not null check (bonus_amount > 0),
      required_turnover bigint not null check (required_turnover > 0),
      turnover bigint not null default 0 check (turnover >= 0 and turnover <= required_turnover),
      status text not null default 'open' check (status in ('open', 'met', 'forfeited')),
      created_at timestamptz not null default now(),
      closed_at timestamptz
    );
    create index wagering_requirements_open on wagering_requirements (account, id)
      where status = 'open';
  `,
}
