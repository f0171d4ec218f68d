/**
 * How many entries each account's histories hold (its statement, deposits, withdrawals and game
 * rounds), kept by the database itself as rows come and go, so a history's first page says how
 * many pages there are without counting them all: its cost stays that of one page however long
 * the player has played. Also the indexes that give the transaction history (deposits and
 * withdrawals merged by date) its newest rows without sorting every one.
 */
export const historyTotalsMigration = {
  id: '009-history-totals',
  sql: `
    create table history_totals (
      account bigint not null references accounts (id),
      history text not null check (history in ('ledger', 'deposits', 'withdrawals', 'game_rounds')),
      entries bigint not null check (entries >= 0),
      primary key (account, history)
    );

    -- A trigger, not the code that writes: every path that adds or removes a row is counted,
    -- including ones written later.
    create function count_history_entry() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into history_totals (account, history, entries)
          values (new.account, tg_table_name, 1)
          on conflict (account, history) do update set entries = history_totals.entries + 1;
        return new;
      end if;
      update history_totals set entries = entries - 1
        where account = old.account and history = tg_table_name;
      return old;
    end
    $$;
    create trigger ledger_counted after insert or delete on ledger
      for each row execute function count_history_entry();
    create trigger deposits_counted after insert or delete on deposits
      for each row execute function count_history_entry();
    create trigger withdrawals_counted after insert or delete on withdrawals
      for each row execute function count_history_entry();
    create trigger game_rounds_counted after insert or delete on game_rounds
      for each row execute function count_history_entry();

    insert into history_totals (account, history, entries)
      select account, 'ledger', count(*) from ledger group by account
      union all select account, 'deposits', count(*) from deposits group by account
      union all select account, 'withdrawals', count(*) from withdrawals group by account
      union all select account, 'game_rounds', count(*) from game_rounds group by account;

    create index deposits_newest on deposits (account, created_at desc, id desc);
    create index withdrawals_newest on withdrawals (account, requested_at desc, id desc);
  `,
}
