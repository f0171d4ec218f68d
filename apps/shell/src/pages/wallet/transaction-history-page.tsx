import { useLingui } from '@lingui/react'
import { PageHeader, Panel } from '@parlor/ui-kit'
import { TabPanel, Tabs } from '@parlor/ui-kit/tabs'
import { useAccountQuery } from '../../api/use-account-query.ts'
import { searchChoice, searchPage } from '../../wallet/list-search.ts'
import { PagedTable } from '../../wallet/paged-table.tsx'
import { useTransactionColumns } from '../../wallet/transaction-columns.tsx'
import { TransactionEmpty, type TransactionTab } from '../../wallet/transaction-empty.tsx'
import { useListSearch } from '../../wallet/use-list-search.ts'
import './wallet-page.css'

const tabs: readonly TransactionTab[] = ['all', 'deposit', 'withdrawal']
const pageSize = 10

/** /transaction-history: deposits and withdrawals with their status, by type (`?type=`). */
export function TransactionHistoryPage() {
  const { i18n } = useLingui()
  const { search, update } = useListSearch()
  const tab = searchChoice(search, 'type', tabs)
  const page = searchPage(search)
  const history = useAccountQuery(
    'transactions',
    { page, page_size: pageSize, type: tab === 'all' ? '' : tab },
    { keepPrevious: true },
  )
  // Withdrawals name their bank by code; the player's bank list has the names.
  const banks = useAccountQuery('banks', {})
  const bankName = (code: string) =>
    banks.data?.banks.find((bank) => bank.bank_code === code)?.bank_name ?? code
  const columns = useTransactionColumns(bankName)
  const labels: Record<TransactionTab, string> = {
    all: i18n._({ id: 'wallet.tabAll', message: 'All' }),
    deposit: i18n._({ id: 'wallet.tabDeposits', message: 'Deposits' }),
    withdrawal: i18n._({ id: 'wallet.tabWithdrawals', message: 'Withdrawals' }),
  }

  return (
    <div className="wallet-page">
      <PageHeader
        title={i18n._({ id: 'wallet.transactions', message: 'Transaction history' })}
        backHref="/account"
        backLabel={i18n._({ id: 'account.title', message: 'My account' })}
      />
      <Panel>
        <Tabs
          label={i18n._({ id: 'wallet.transactionType', message: 'Transaction type' })}
          value={tab}
          onValueChange={(value) =>
            update({ type: value === 'all' ? undefined : value, page: undefined })
          }
          tabs={tabs.map((value) => ({ value, label: labels[value] }))}
        >
          <TabPanel value={tab}>
            <PagedTable
              caption={i18n._({
                id: 'wallet.transactionsOfType',
                message: 'Transactions: {type}',
                values: { type: labels[tab] },
              })}
              columns={columns}
              rowKey={(row) => `${row.type}-${row.transaction_id}`}
              answer={history.data}
              page={page}
              pageSize={pageSize}
              busy={history.isPlaceholderData}
              onPageChange={(next) => update({ page: next })}
              empty={<TransactionEmpty tab={tab} />}
              testId="transactions"
            />
          </TabPanel>
        </Tabs>
      </Panel>
    </div>
  )
}
