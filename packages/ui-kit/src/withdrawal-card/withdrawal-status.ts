import type { MessageDescriptor } from '@lingui/core'
import type { WithdrawalStatus } from '@parlor/contract'
import type { StatusTone } from '../status-badge/status-badge.tsx'

/** Each status in words, and the badge tone it wears. */
export const withdrawalStatusLabels = {
  requested: /*i18n*/ { id: 'withdrawal.statusRequested', message: 'Requested' },
  under_review: /*i18n*/ { id: 'withdrawal.statusUnderReview', message: 'Under review' },
  approved: /*i18n*/ { id: 'withdrawal.statusApproved', message: 'Approved' },
  paid: /*i18n*/ { id: 'withdrawal.statusPaid', message: 'Paid' },
  rejected: /*i18n*/ { id: 'withdrawal.statusRejected', message: 'Rejected' },
  cancelled: /*i18n*/ { id: 'withdrawal.statusCancelled', message: 'Cancelled' },
} as const satisfies Record<WithdrawalStatus, MessageDescriptor>

export const withdrawalStatusTones: Readonly<Record<WithdrawalStatus, StatusTone>> = {
  requested: 'warning',
  under_review: 'info',
  approved: 'info',
  paid: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
}
