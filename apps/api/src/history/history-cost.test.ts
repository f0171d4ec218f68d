import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testBackends } from '../db/database.test-support.ts'
import type { Database, Queryable } from '../db/database.ts'
import { listRounds } from '../play/round-history.ts'
import { listStatement, listTransactions } from '../wallet/payment-history.ts'
import { listWithdrawals } from '../wallet/withdrawals.ts'
import { historyTotal } from './history-totals.ts'

/** A plan node of `explain (analyze, format json)`. */
interface PlanNode {
  'Actual Rows': number
  'Actual Loops': number
  Plans?: PlanNode[]
}

const rowsTouched = (node: PlanNode): number =>
  node['Actual Rows'] * node['Actual Loops'] +
  (node.Plans ?? []).reduce((sum, child) => sum + rowsTouched(child), 0)

/**
 * Runs `work` against a connection that records each query, then has the database explain and
 * run each again and adds up the rows every step of its plans produced: the work a page costs,
 * counted the same way on PGlite and PostgreSQL, whatever the machine's speed.
 */
async function rowsRead(db: Database, work: (tx: Queryable) => Promise<unknown>): Promise<number> {
  const recorded: { sql: string; params: unknown[] | undefined }[] = []
  const recorder: Queryable = {
    query: (sql, params) => {
      recorded.push({ sql, params })
      return db.query(sql, params)
    },
    exec: (sql) => db.exec(sql),
  }
  await work(recorder)
  let rows = 0
  for (const { sql, params } of recorded) {
    const [plan] = await db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `explain (analyze, format json) ${sql}`,
      params,
    )
    rows += rowsTouched((plan?.['QUERY PLAN'] ?? [])[0]?.Plan ?? ({} as PlanNode))
  }
  return rows
}

/** A player with `entries` statement entries, deposits, withdrawals and rounds, bulk-written. */
async function playerWithHistory(db: Database, name: string, entries: number): Promise<number> {
  const [account] = await db.query<{ id: number }>(
    `insert into accounts (domain_name, account_id, password_hash, contact_phone, status)
     values ('template1.localhost', $1, 'x', '+639170000000', 'active') returning id::int as id`,
    [name],
  )
  const id = account?.id ?? 0
  const [bank] = await db.query<{ id: number }>(
    `insert into bank_accounts (account, bank_code, account_name, account_number, is_default)
     values ($1, 'BDO', 'A Player', '0001', true) returning id::int as id`,
    [id],
  )
  // Written a minute apart, oldest first, as a player's history grows; each withdrawal half a
  // minute before the deposit of the same number.
  await db.query(
    `insert into ledger (account, amount, kind, reference, balance_after, description, created_at)
     select $1, 100, 'deposit', 'L' || n, 100 * n, 'Deposit', now() - make_interval(mins => $2 - n)
       from generate_series(1, $2) n`,
    [id, entries],
  )
  await db.query(
    `insert into deposits (account, amount, method, status, reference, created_at, updated_at)
     select $1, 100, 'BANK', 'completed', 'D' || n, now() - make_interval(mins => $2 - n), now()
       from generate_series(1, $2 / 2) n`,
    [id, entries],
  )
  await db.query(
    `insert into withdrawals (account, amount, bank_account, status, reference, requested_at, updated_at)
     select $1, 100, $3, 'paid', 'W' || n, now() - make_interval(mins => $2 - n, secs => 30), now()
       from generate_series(1, $2 / 2) n`,
    [id, entries, bank?.id],
  )
  await db.query(
    `insert into game_rounds (round_id, account, provider_code, game_code, game_name, stake, win, reels, placed_at)
     select $3 || '-' || n, $1, 'JILI', 'g', 'Game', 10, 0, '[]', now() - make_interval(mins => $2 - n)
       from generate_series(1, $2) n`,
    [id, entries, name],
  )
  // Written in one statement each, the totals' row kept every version until a vacuum; a player's
  // history grows one transaction at a time, whose old versions are pruned as it goes.
  await db.exec('vacuum analyze')
  return id
}

const firstPage = { offset: 0, limit: 20 }

describe.each(testBackends)('history first pages on $name', (backend) => {
  let db: Database
  let short: number
  let long: number

  beforeAll(async () => {
    db = await backend.openSeeded()
    // Long enough to fill a first page of each list, so both pages show as many rows.
    short = await playerWithHistory(db, 'short-history', 40)
    long = await playerWithHistory(db, 'long-history', 20_000)
  }, 120_000)
  afterAll(() => db.close())

  const pages = {
    statement: (account: number) => (tx: Queryable) => listStatement(tx, account, firstPage),
    transactions: (account: number) => (tx: Queryable) =>
      listTransactions(tx, account, '', firstPage),
    withdrawals: (account: number) => (tx: Queryable) =>
      listWithdrawals(tx, account, 'PHP', firstPage),
    'bet history': (account: number) => (tx: Queryable) =>
      listRounds(tx, account, { provider_code: '', ...firstPage }),
  }

  for (const [name, page] of Object.entries(pages)) {
    it(`reads about as much for the ${name}'s first page at 20,000 entries as at 40`, async () => {
      const atForty = await rowsRead(db, page(short))
      const atTwentyThousand = await rowsRead(db, page(long))
      expect(atTwentyThousand).toBeLessThanOrEqual(atForty * 1.5)
    })
  }

  it('answers the newest entries first, with the whole history’s total', async () => {
    const statement = await listStatement(db, long, firstPage)
    expect(statement.total).toBe(20_000)
    expect(statement.items.map((item) => item.reference)).toEqual(
      Array.from({ length: 20 }, (_, index) => `L${20_000 - index}`),
    )
    const transactions = await listTransactions(db, long, '', firstPage)
    expect(transactions.total).toBe(20_000)
    expect(transactions.items.slice(0, 4).map((item) => item.reference)).toEqual([
      'D10000',
      'W10000',
      'D9999',
      'W9999',
    ])
    expect((await listTransactions(db, long, 'withdrawal', firstPage)).total).toBe(10_000)
    // A period still counts exactly what it holds: the last hour of the history as written,
    // measured from its newest entry rather than the clock, which a slow run moves on meanwhile.
    const [newest] = await db.query<{ at: Date | string }>(
      'select max(created_at) as at from ledger where account = $1',
      [long],
    )
    const lastHour = new Date(new Date(newest?.at ?? 0).getTime() - 59.5 * 60_000).toISOString()
    expect((await listStatement(db, long, { ...firstPage, from: lastHour })).total).toBe(60)
  })

  it('keeps each total as rows are added and removed, whichever code writes them', async () => {
    const before = await historyTotal(db, short, ['ledger', 'game_rounds'])
    await db.query(
      `insert into ledger (account, amount, kind, balance_after) values ($1, 5, 'bonus', 5)`,
      [short],
    )
    expect(await historyTotal(db, short, ['ledger', 'game_rounds'])).toBe(before + 1)
    await db.query(`delete from game_rounds where account = $1 and round_id = 'short-history-1'`, [
      short,
    ])
    expect(await historyTotal(db, short, ['ledger', 'game_rounds'])).toBe(before)
    const [counted] = await db.query<{ n: number }>(
      'select count(*)::int as n from ledger where account = $1',
      [short],
    )
    expect(await historyTotal(db, short, ['ledger'])).toBe(counted?.n)
  })
})
