import type { MessageDescriptor } from '@lingui/core'
import type { TransactionStatus, TransactionType } from '@parlor/contract'
import type { StatusTone } from '@parlor/ui-kit'

export const transactionTypeLabels = {
  deposit: /*i18n*/ { id: 'transactions.typeDeposit', message: 'Deposit' },
  withdrawal: /*i18n*/ { id: 'transactions.typeWithdrawal', message: 'Withdrawal' },
} as const satisfies Record<TransactionType, MessageDescriptor>

export const transactionStatusLabels = {
  pending: /*i18n*/ { id: 'transactions.statusPending', message: 'Pending' },
  completed: /*i18n*/ { id: 'transactions.statusCompleted', message: 'Completed' },
  rejected: /*i18n*/ { id: 'transactions.statusRejected', message: 'Rejected' },
  cancelled: /*i18n*/ { id: 'transactions.statusCancelled', message: 'Cancelled' },
} as const satisfies Record<TransactionStatus, MessageDescriptor>

export const transactionStatusTones: Readonly<Record<TransactionStatus, StatusTone>> = {
  pending: 'warning',
  completed: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
}
