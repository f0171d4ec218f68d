import { useLingui } from '@lingui/react'
import { Amount, Button, ButtonLink, DescriptionList, StatusBadge } from '@parlor/ui-kit'
import { useEffect, useRef } from 'react'
import { useMoneyFormat } from '../account/use-money-format.ts'
import type { DepositAnswer } from './deposit-form.tsx'
import { depositMethodLabels, isDepositMethod } from './deposit-methods.ts'
import type { DepositBonus } from './deposit-schema.ts'
import { transactionStatusLabels, transactionStatusTones } from './transaction-labels.ts'
import { useDateTime } from './use-date-time.ts'
import './wallet.css'

export interface DepositReceiptProps {
  readonly answer: DepositAnswer
  readonly bonus: DepositBonus | undefined
  readonly onAnother: () => void
}

/**
 * What the deposit did: amount, method, status, reference and the new balance; or, when a payment
 * gateway still has to take the money, the way there. Focus moves here so a screen reader hears
 * the outcome.
 */
export function DepositReceipt({ answer, bonus, onAnother }: DepositReceiptProps) {
  const { i18n } = useLingui()
  const money = useMoneyFormat()
  const dateTime = useDateTime()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const { transaction, payment_url: paymentUrl } = answer
  const pending = paymentUrl !== ''
  const items = [
    {
      term: i18n._({ id: 'wallet.amount', message: 'Amount' }),
      description: <Amount minor={transaction.amount} {...money} />,
    },
    {
      term: i18n._({ id: 'wallet.method', message: 'Payment method' }),
      description: isDepositMethod(transaction.method)
        ? i18n._(depositMethodLabels[transaction.method])
        : transaction.method,
    },
    {
      term: i18n._({ id: 'wallet.status', message: 'Status' }),
      description: (
        <StatusBadge tone={transactionStatusTones[transaction.status]}>
          {i18n._(transactionStatusLabels[transaction.status])}
        </StatusBadge>
      ),
    },
    {
      term: i18n._({ id: 'wallet.reference', message: 'Reference' }),
      description: <code className="wallet-reference">{transaction.reference}</code>,
    },
    {
      term: i18n._({ id: 'wallet.date', message: 'Date' }),
      description: dateTime(transaction.created_at),
    },
    ...(bonus
      ? [
          {
            term: i18n._({ id: 'wallet.depositBonus', message: 'Deposit bonus' }),
            description: bonus.title,
          },
        ]
      : []),
    ...(pending
      ? []
      : [
          {
            term: i18n._({ id: 'wallet.newBalance', message: 'New balance' }),
            description: (
              <strong data-testid="deposit-new-balance">
                <Amount minor={answer.game_balance} {...money} />
              </strong>
            ),
          },
        ]),
  ]
  return (
    <section
      className="wallet-receipt"
      aria-labelledby="deposit-receipt-title"
      data-testid="deposit-receipt"
    >
      <h2 id="deposit-receipt-title" className="wallet-receipt__title" ref={heading} tabIndex={-1}>
        {pending
          ? i18n._({ id: 'wallet.depositStarted', message: 'Your deposit is waiting for payment' })
          : i18n._({ id: 'wallet.depositDone', message: 'Deposit received' })}
      </h2>
      <DescriptionList items={items} />
      <div className="wallet-receipt__actions">
        {pending ? (
          <ButtonLink href={paymentUrl} external>
            {i18n._({ id: 'wallet.continueToPayment', message: 'Continue to payment' })}
          </ButtonLink>
        ) : (
          <ButtonLink href="/">{i18n._({ id: 'wallet.playNow', message: 'Play now' })}</ButtonLink>
        )}
        <Button variant="secondary" onClick={onAnother}>
          {i18n._({ id: 'wallet.depositAgain', message: 'Make another deposit' })}
        </Button>
      </div>
    </section>
  )
}
