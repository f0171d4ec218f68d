import { useLingui } from '@lingui/react'
import type { Withdrawal } from '@parlor/contract'
import { useId } from 'react'
import { Amount } from '../amount/amount.tsx'
import { Button } from '../button/button.tsx'
import { StatusBadge } from '../status-badge/status-badge.tsx'
import { Timeline } from '../timeline/timeline.tsx'
import { withdrawalStatusLabels, withdrawalStatusTones } from './withdrawal-status.ts'
import { withdrawalSteps } from './withdrawal-steps.ts'
import './withdrawal-card.css'

export interface WithdrawalCardProps {
  readonly withdrawal: Withdrawal
  /** The site's currency, its `currency_decimals`, and the player's locale. */
  readonly currency: string
  readonly decimals: number
  readonly locale: string
  /** Offered while the withdrawal is still cancellable; the page asks before it cancels. */
  readonly onCancel?: () => void
  /** 3 inside a titled panel (the default), 2 directly under the page's heading. */
  readonly headingLevel?: 2 | 3
}

/**
 * One withdrawal: its amount and status, the bank account it goes to, and its way from request
 * to payment as a timeline; a rejection shows the operator's reason.
 */
export function WithdrawalCard({
  withdrawal,
  currency,
  decimals,
  locale,
  onCancel,
  headingLevel = 3,
}: WithdrawalCardProps) {
  const { i18n } = useLingui()
  const headingId = useId()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const date = (iso: string) =>
    i18n.date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' })
  const { bank_account: bank } = withdrawal
  const steps = withdrawalSteps(withdrawal).map((step) => {
    const label = i18n._(withdrawalStatusLabels[step.status])
    const title =
      step.status === 'rejected' && withdrawal.reject_reason
        ? i18n._({
            id: 'withdrawal.rejectedBecause',
            message: '{status}: {reason}',
            values: { status: label, reason: withdrawal.reject_reason },
          })
        : label
    return { key: step.status, title, state: step.state, ...(step.at ? { at: date(step.at) } : {}) }
  })
  return (
    <article
      className="pk-withdrawal-card"
      data-slot="withdrawal-card"
      data-status={withdrawal.status}
      aria-labelledby={headingId}
    >
      <div className="pk-withdrawal-card__head">
        <Heading id={headingId} className="pk-withdrawal-card__amount">
          <Amount
            minor={withdrawal.amount}
            currency={currency}
            decimals={decimals}
            locale={locale}
          />
        </Heading>
        <StatusBadge tone={withdrawalStatusTones[withdrawal.status]}>
          {i18n._(withdrawalStatusLabels[withdrawal.status])}
        </StatusBadge>
      </div>
      <p className="pk-withdrawal-card__bank">
        {i18n._({
          id: 'withdrawal.toBank',
          message: 'To {bank} {number}, {name}',
          values: { bank: bank.bank_name, number: bank.account_number, name: bank.account_name },
        })}
      </p>
      <p className="pk-withdrawal-card__requested">
        {i18n._({
          id: 'withdrawal.requestedAt',
          message: 'Requested {date}',
          values: { date: date(withdrawal.requested_at) },
        })}
      </p>
      <Timeline
        label={i18n._({ id: 'withdrawal.progress', message: 'Withdrawal progress' })}
        steps={steps}
      />
      {withdrawal.cancellable && onCancel ? (
        <div className="pk-withdrawal-card__actions">
          <Button variant="secondary" onClick={onCancel}>
            {i18n._({ id: 'withdrawal.cancel', message: 'Cancel withdrawal' })}
          </Button>
        </div>
      ) : null}
    </article>
  )
}
