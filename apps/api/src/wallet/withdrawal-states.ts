import type { WithdrawalStatus } from '@parlor/contract'

/**
 * Where a withdrawal may go next. The operator reviews, approves, pays or rejects; the player
 * may cancel only until approval, because after it the money may already be on its way.
 */
export const nextStatuses: Readonly<Record<WithdrawalStatus, readonly WithdrawalStatus[]>> = {
  requested: ['under_review', 'approved', 'rejected', 'cancelled'],
  under_review: ['approved', 'rejected', 'cancelled'],
  approved: ['paid', 'rejected'],
  paid: [],
  rejected: [],
  cancelled: [],
}

export function canMove(from: WithdrawalStatus, to: WithdrawalStatus): boolean {
  return nextStatuses[from].includes(to)
}

export function isCancellable(status: WithdrawalStatus): boolean {
  return canMove(status, 'cancelled')
}

/** The money goes back to the balance when a withdrawal ends without being paid. */
export function refundsBalance(status: WithdrawalStatus): boolean {
  return status === 'rejected' || status === 'cancelled'
}
