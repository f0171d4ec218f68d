import { useLingui } from '@lingui/react'
import { ButtonLink, EmptyState, PageHeader, Panel } from '@parlor/ui-kit'
import { useState } from 'react'
import { useAccountQuery } from '../../api/use-account-query.ts'
import { BalanceLine } from '../../wallet/balance-line.tsx'
import { FormSkeleton } from '../../wallet/form-skeleton.tsx'
import { searchPage } from '../../wallet/list-search.ts'
import { useBalanceUpdate } from '../../wallet/use-balance-update.ts'
import { useListSearch } from '../../wallet/use-list-search.ts'
import { WithdrawalConfirmation } from '../../wallet/withdrawal-confirmation.tsx'
import { type WithdrawAnswer, WithdrawalForm } from '../../wallet/withdrawal-form.tsx'
import { WithdrawalList } from '../../wallet/withdrawal-list.tsx'
import './wallet-page.css'

/**
 * /withdrawal: request a payout to one of the player's bank accounts, and follow every
 * withdrawal from request to payment (cancelling one still under review).
 */
export function WithdrawalPage() {
  const { i18n } = useLingui()
  const { search, update } = useListSearch()
  const updateBalance = useBalanceUpdate()
  // Fresh on every visit: what is withdrawable changes with every spin elsewhere.
  const banks = useAccountQuery('banks', {}, { staleTime: 0 })
  const [done, setDone] = useState<WithdrawAnswer | null>(null)
  const accounts = banks.data?.accounts ?? []

  const withdrawn = (answer: WithdrawAnswer) => {
    updateBalance(answer.game_balance)
    setDone(answer)
    // The new withdrawal heads the list's first page.
    if (searchPage(search) !== 1) update({ page: undefined })
  }

  return (
    <div className="wallet-page">
      <PageHeader
        title={i18n._({ id: 'wallet.withdraw', message: 'Withdraw' })}
        backHref="/account"
        backLabel={i18n._({ id: 'account.title', message: 'My account' })}
      >
        <BalanceLine />
      </PageHeader>
      <div className="wallet-page__columns">
        <Panel title={i18n._({ id: 'wallet.requestWithdrawal', message: 'Request a withdrawal' })}>
          {banks.isPending ? (
            <FormSkeleton blocks={['hintedField', 'field', 'link', 'button']} />
          ) : !banks.data || accounts.length === 0 ? (
            <EmptyState
              title={i18n._({ id: 'wallet.noBankYet', message: 'Add a bank account first' })}
              action={
                <ButtonLink href="/add-bank?return=/withdrawal">
                  {i18n._({ id: 'wallet.addBankAccount', message: 'Add a bank account' })}
                </ButtonLink>
              }
            >
              <p>
                {i18n._({
                  id: 'wallet.noBankYetHint',
                  message: 'We pay withdrawals into a bank account or e-wallet in your name.',
                })}
              </p>
            </EmptyState>
          ) : (
            <>
              {done ? <WithdrawalConfirmation answer={done} /> : null}
              <WithdrawalForm
                key={done?.withdrawal.withdrawal_id ?? 'first'}
                accounts={accounts}
                allowance={banks.data}
                onWithdrawn={withdrawn}
              />
            </>
          )}
        </Panel>
        <Panel title={i18n._({ id: 'wallet.yourWithdrawals', message: 'Your withdrawals' })}>
          <WithdrawalList page={searchPage(search)} onPageChange={(page) => update({ page })} />
        </Panel>
      </div>
    </div>
  )
}
