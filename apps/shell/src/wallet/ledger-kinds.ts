import type { MessageDescriptor } from '@lingui/core'
import type { LedgerKind } from '@parlor/contract'

/** What changed the balance, as a statement line names it. */
export const ledgerKindLabels = {
  deposit: /*i18n*/ { id: 'statement.kindDeposit', message: 'Deposit' },
  withdrawal: /*i18n*/ { id: 'statement.kindWithdrawal', message: 'Withdrawal' },
  withdrawal_refund: /*i18n*/ {
    id: 'statement.kindWithdrawalRefund',
    message: 'Withdrawal refund',
  },
  bet: /*i18n*/ { id: 'statement.kindBet', message: 'Bet' },
  win: /*i18n*/ { id: 'statement.kindWin', message: 'Win' },
  promotion: /*i18n*/ { id: 'statement.kindPromotion', message: 'Promotion' },
  mission: /*i18n*/ { id: 'statement.kindMission', message: 'Mission' },
  inbox_reward: /*i18n*/ { id: 'statement.kindInboxReward', message: 'Inbox reward' },
  spin: /*i18n*/ { id: 'statement.kindSpin', message: 'Spin' },
  referral: /*i18n*/ { id: 'statement.kindReferral', message: 'Referral' },
  rebate: /*i18n*/ { id: 'statement.kindRebate', message: 'Rebate' },
  adjustment: /*i18n*/ { id: 'statement.kindAdjustment', message: 'Adjustment' },
} as const satisfies Record<LedgerKind, MessageDescriptor>
