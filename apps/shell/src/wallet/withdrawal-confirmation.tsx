import { useLingui } from '@lingui/react'
import { formatMoney } from '@parlor/core'
import { useMoneyFormat } from '../account/use-money-format.ts'
import type { WithdrawAnswer } from './withdrawal-form.tsx'
import './wallet.css'

/** Says the request went through, where the money goes, and where to follow it. */
export function WithdrawalConfirmation({ answer }: { answer: WithdrawAnswer }) {
  const { i18n } = useLingui()
  const money = useMoneyFormat()
  const { withdrawal } = answer
  return (
    <p className="wallet-confirmation" role="status" data-testid="withdrawal-confirmation">
      <span aria-hidden="true" className="wallet-confirmation__icon">
        ✓
      </span>
      {i18n._({
        id: 'wallet.withdrawalRequested',
        message: 'Withdrawal of {amount} to {bank} requested. Follow it under Your withdrawals.',
        values: {
          amount: `${formatMoney(withdrawal.amount, money.decimals, money.locale)}\u00a0${money.currency}`,
          bank: `${withdrawal.bank_account.bank_name} ${withdrawal.bank_account.account_number}`,
        },
      })}
    </p>
  )
}
