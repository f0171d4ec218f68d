import { useLingui } from '@lingui/react'
import { BankAccountCard, ButtonLink, EmptyState, PageHeader, Skeleton } from '@parlor/ui-kit'
import { useAccountQuery } from '../../api/use-account-query.ts'
import './wallet-page.css'

/** /bank-details: the accounts withdrawals can be paid into, and a way to add one. */
export function BankDetailsPage() {
  const { i18n } = useLingui()
  const banks = useAccountQuery('banks', {})
  const accounts = banks.data?.accounts ?? []
  const logoOf = (code: string) =>
    banks.data?.banks.find((bank) => bank.bank_code === code)?.logo_url
  const addLabel = i18n._({ id: 'wallet.addBankAccount', message: 'Add a bank account' })

  return (
    <div className="wallet-page wallet-page--narrow">
      <PageHeader
        title={i18n._({ id: 'wallet.bankDetails', message: 'Bank details' })}
        backHref="/account"
        backLabel={i18n._({ id: 'account.title', message: 'My account' })}
        actions={
          accounts.length > 0 ? (
            <ButtonLink href="/add-bank" variant="secondary">
              {addLabel}
            </ButtonLink>
          ) : undefined
        }
      >
        <p>
          {i18n._({
            id: 'wallet.bankDetailsIntro',
            message: 'Withdrawals are paid into these accounts. The default one is chosen first.',
          })}
        </p>
      </PageHeader>
      {banks.isPending ? (
        <div className="wallet-cards" aria-hidden="true">
          <Skeleton style={{ height: 120 }} />
          <Skeleton style={{ height: 120 }} />
        </div>
      ) : accounts.length === 0 ? (
        <EmptyState
          title={i18n._({ id: 'wallet.noBankAccounts', message: 'No bank account yet' })}
          action={<ButtonLink href="/add-bank">{addLabel}</ButtonLink>}
        >
          <p>
            {i18n._({
              id: 'wallet.noBankAccountsHint',
              message: 'Add the account you want your withdrawals paid into.',
            })}
          </p>
        </EmptyState>
      ) : (
        <div className="wallet-cards" data-testid="bank-accounts">
          {accounts.map((account) => {
            const logo = logoOf(account.bank_code)
            return (
              <BankAccountCard
                key={account.bank_account_id}
                account={account}
                {...(logo ? { logoUrl: logo } : {})}
              />
            )
          })}
        </div>
      )}
    </div>
  )
}
