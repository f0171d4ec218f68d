import { useLingui } from '@lingui/react'
import type { LedgerEntry } from '@parlor/contract'
import { Amount, type DataTableColumn, SignedAmount } from '@parlor/ui-kit'
import { useMoneyFormat } from '../account/use-money-format.ts'
import { ledgerKindLabels } from './ledger-kinds.ts'
import { useDateTime } from './use-date-time.ts'
import './wallet.css'

/** A statement line: when, what kind, its description and reference, the change, what it left. */
export function useStatementColumns(): DataTableColumn<LedgerEntry>[] {
  const { i18n } = useLingui()
  const money = useMoneyFormat()
  const dateTime = useDateTime()
  return [
    {
      id: 'date',
      header: i18n._({ id: 'wallet.date', message: 'Date' }),
      cell: (entry) => dateTime(entry.created_at),
      primary: true,
      placeholderWidth: '9em',
    },
    {
      id: 'kind',
      header: i18n._({ id: 'wallet.type', message: 'Type' }),
      cell: (entry) => i18n._(ledgerKindLabels[entry.kind]),
      placeholderWidth: '5em',
    },
    {
      id: 'description',
      header: i18n._({ id: 'wallet.description', message: 'Description' }),
      cell: (entry) => entry.description,
    },
    {
      id: 'reference',
      header: i18n._({ id: 'wallet.reference', message: 'Reference' }),
      cell: (entry) => <code className="wallet-reference">{entry.reference}</code>,
      placeholderWidth: '8em',
    },
    {
      id: 'amount',
      header: i18n._({ id: 'wallet.amount', message: 'Amount' }),
      cell: (entry) => <SignedAmount minor={entry.amount} {...money} />,
      align: 'end',
      placeholderWidth: '5em',
    },
    {
      id: 'balance',
      header: i18n._({ id: 'wallet.balanceAfter', message: 'Balance after' }),
      cell: (entry) => <Amount minor={entry.balance_after} {...money} />,
      align: 'end',
      placeholderWidth: '5em',
    },
  ]
}
