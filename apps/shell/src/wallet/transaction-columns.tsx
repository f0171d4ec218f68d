import { useLingui } from '@lingui/react'
import type { Transaction } from '@parlor/contract'
import { Amount, type DataTableColumn, StatusBadge } from '@parlor/ui-kit'
import { useMoneyFormat } from '../account/use-money-format.ts'
import { depositMethodLabels, isDepositMethod } from './deposit-methods.ts'
import {
  transactionStatusLabels,
  transactionStatusTones,
  transactionTypeLabels,
} from './transaction-labels.ts'
import { useDateTime } from './use-date-time.ts'
import './wallet.css'

/**
 * A deposit or withdrawal: when, which, how (a deposit's method, or the bank a withdrawal went
 * to, named by `bankName`), reference, amount, status and its last change.
 */
export function useTransactionColumns(
  bankName: (code: string) => string,
): DataTableColumn<Transaction>[] {
  const { i18n } = useLingui()
  const money = useMoneyFormat()
  const dateTime = useDateTime()
  return [
    {
      id: 'date',
      header: i18n._({ id: 'wallet.date', message: 'Date' }),
      cell: (row) => dateTime(row.created_at),
      primary: true,
      placeholderWidth: '9em',
    },
    {
      id: 'type',
      header: i18n._({ id: 'wallet.type', message: 'Type' }),
      cell: (row) => i18n._(transactionTypeLabels[row.type]),
      placeholderWidth: '5em',
    },
    {
      id: 'method',
      header: i18n._({ id: 'wallet.methodShort', message: 'Method' }),
      cell: (row) =>
        isDepositMethod(row.method)
          ? i18n._(depositMethodLabels[row.method])
          : bankName(row.method),
    },
    {
      id: 'reference',
      header: i18n._({ id: 'wallet.reference', message: 'Reference' }),
      cell: (row) => <code className="wallet-reference">{row.reference}</code>,
      placeholderWidth: '8em',
    },
    {
      id: 'amount',
      header: i18n._({ id: 'wallet.amount', message: 'Amount' }),
      cell: (row) => <Amount minor={row.amount} {...money} />,
      align: 'end',
      placeholderWidth: '5em',
    },
    {
      id: 'status',
      header: i18n._({ id: 'wallet.status', message: 'Status' }),
      cell: (row) => (
        <StatusBadge tone={transactionStatusTones[row.status]}>
          {i18n._(transactionStatusLabels[row.status])}
        </StatusBadge>
      ),
      placeholderWidth: '6em',
    },
    {
      id: 'updated',
      header: i18n._({ id: 'wallet.updated', message: 'Last update' }),
      cell: (row) => dateTime(row.updated_at),
      placeholderWidth: '9em',
    },
  ]
}
