import { useLingui } from '@lingui/react'
import { ButtonLink, EmptyState } from '@parlor/ui-kit'

export type TransactionTab = 'all' | 'deposit' | 'withdrawal'

/** What an empty tab says, and the one thing to do about it. */
export function TransactionEmpty({ tab }: { tab: TransactionTab }) {
  const { i18n } = useLingui()
  const deposit = (
    <ButtonLink href="/deposit">
      {i18n._({ id: 'wallet.makeDeposit', message: 'Make a deposit' })}
    </ButtonLink>
  )
  switch (tab) {
    case 'all':
      return (
        <EmptyState
          title={i18n._({ id: 'wallet.noTransactions', message: 'No transactions yet' })}
          action={deposit}
        >
          <p>
            {i18n._({
              id: 'wallet.noTransactionsHint',
              message: 'Your deposits and withdrawals show here with their status.',
            })}
          </p>
        </EmptyState>
      )
    case 'deposit':
      return (
        <EmptyState
          title={i18n._({ id: 'wallet.noDeposits', message: 'No deposits yet' })}
          action={deposit}
        />
      )
    case 'withdrawal':
      return (
        <EmptyState
          title={i18n._({ id: 'wallet.noWithdrawals', message: 'No withdrawals yet' })}
          action={
            <ButtonLink href="/withdrawal">
              {i18n._({ id: 'wallet.withdraw', message: 'Withdraw' })}
            </ButtonLink>
          }
        />
      )
  }
}
