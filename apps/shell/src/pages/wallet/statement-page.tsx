import { useLingui } from '@lingui/react'
import { Button, ButtonLink, DateRangeFilter, EmptyState, PageHeader, Panel } from '@parlor/ui-kit'
import { useAccountQuery } from '../../api/use-account-query.ts'
import { dayEndIso, dayStartIso, today, validDay } from '../../wallet/date-range.ts'
import { searchPage, searchText } from '../../wallet/list-search.ts'
import { PagedTable } from '../../wallet/paged-table.tsx'
import { useStatementColumns } from '../../wallet/statement-columns.tsx'
import { useListSearch } from '../../wallet/use-list-search.ts'
import './wallet-page.css'

const pageSize = 20

/**
 * /statement: every change to the balance with the balance it left, newest first,
 * narrowed to a period kept in the address (`?from=YYYY-MM-DD&to=YYYY-MM-DD`, whole local days).
 */
export function StatementPage() {
  const { i18n } = useLingui()
  const { search, update } = useListSearch()
  const from = validDay(searchText(search, 'from'))
  const to = validDay(searchText(search, 'to'))
  const page = searchPage(search)
  const fromIso = dayStartIso(from)
  const toIso = dayEndIso(to)
  const statement = useAccountQuery(
    'statement',
    {
      page,
      page_size: pageSize,
      ...(fromIso ? { from: fromIso } : {}),
      ...(toIso ? { to: toIso } : {}),
    },
    { keepPrevious: true },
  )
  const columns = useStatementColumns()
  const filtered = from !== '' || to !== ''

  return (
    <div className="wallet-page">
      <PageHeader
        title={i18n._({ id: 'wallet.statement', message: 'Statement' })}
        backHref="/account"
        backLabel={i18n._({ id: 'account.title', message: 'My account' })}
      >
        <p>
          {i18n._({
            id: 'wallet.statementIntro',
            message: 'Every change to your balance, newest first, with the balance it left.',
          })}
        </p>
      </PageHeader>
      <Panel>
        <div className="wallet-filters">
          <DateRangeFilter
            legend={i18n._({ id: 'wallet.period', message: 'Period' })}
            from={from}
            to={to}
            max={today()}
            onChange={(range) => update({ from: range.from, to: range.to, page: undefined })}
          />
        </div>
        <PagedTable
          caption={i18n._({ id: 'wallet.statementEntries', message: 'Balance changes' })}
          columns={columns}
          rowKey={(entry) => String(entry.entry_id)}
          answer={statement.data}
          page={page}
          pageSize={pageSize}
          busy={statement.isPlaceholderData}
          onPageChange={(next) => update({ page: next })}
          testId="statement"
          empty={
            filtered ? (
              <EmptyState
                title={i18n._({ id: 'wallet.nothingInPeriod', message: 'Nothing in this period' })}
                action={
                  <Button
                    variant="secondary"
                    onClick={() => update({ from: undefined, to: undefined, page: undefined })}
                  >
                    {i18n._({ id: 'wallet.showAllDates', message: 'Show all dates' })}
                  </Button>
                }
              />
            ) : (
              <EmptyState
                title={i18n._({ id: 'wallet.noStatement', message: 'No balance changes yet' })}
                action={
                  <ButtonLink href="/deposit">
                    {i18n._({ id: 'wallet.makeDeposit', message: 'Make a deposit' })}
                  </ButtonLink>
                }
              >
                <p>
                  {i18n._({
                    id: 'wallet.noStatementHint',
                    message: 'Deposits, bets, wins and bonuses all show here.',
                  })}
                </p>
              </EmptyState>
            )
          }
        />
      </Panel>
    </div>
  )
}
