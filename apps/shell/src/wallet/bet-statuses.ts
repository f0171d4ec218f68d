import type { MessageDescriptor } from '@lingui/core'
import type { BetStatus } from '@parlor/contract'
import type { StatusTone } from '@parlor/ui-kit'

export const betStatusLabels = {
  pending: /*i18n*/ { id: 'bets.statusPending', message: 'Open' },
  settled: /*i18n*/ { id: 'bets.statusSettled', message: 'Settled' },
  cancelled: /*i18n*/ { id: 'bets.statusCancelled', message: 'Cancelled' },
} as const satisfies Record<BetStatus, MessageDescriptor>

export const betStatusTones: Readonly<Record<BetStatus, StatusTone>> = {
  pending: 'warning',
  settled: 'success',
  cancelled: 'neutral',
}
