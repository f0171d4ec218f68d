import { useLingui } from '@lingui/react'
import { AppLink, EmptyState, PageHeader, Panel } from '@parlor/ui-kit'
import { useNavigate } from '@tanstack/react-router'
import { accountKey } from '../../api/query-client.ts'
import { useAccountQuery } from '../../api/use-account-query.ts'
import { useShell } from '../../app/shell-context.tsx'
import { type AddBankAnswer, AddBankForm } from '../../wallet/add-bank-form.tsx'
import { FormSkeleton } from '../../wallet/form-skeleton.tsx'
import { returnPath } from '../../wallet/return-path.ts'
import { useListSearch } from '../../wallet/use-list-search.ts'
import { useShowToast } from '../../wallet/use-show-toast.ts'
import './wallet-page.css'

/**
 * /add-bank: a payout account, then back to where the player came from (`?return=`, a
 * path of this site) or to the bank details.
 */
export function AddBankPage() {
  const { i18n } = useLingui()
  const { queryClient } = useShell()
  const navigate = useNavigate()
  const toast = useShowToast()
  const { search } = useListSearch()
  const back = returnPath(search.return, '/bank-details')
  const banks = useAccountQuery('banks', {})
  const choices = banks.data?.banks ?? []

  const added = async ({ bank_account: account }: AddBankAnswer) => {
    toast({
      variant: 'success',
      title: i18n._({
        id: 'wallet.bankAdded',
        message: '{bank} {number} added',
        values: { bank: account.bank_name, number: account.account_number },
      }),
    })
    await queryClient.invalidateQueries({ queryKey: [accountKey] })
    void navigate({ href: back })
  }

  return (
    <div className="wallet-page wallet-page--narrow">
      <PageHeader
        title={i18n._({ id: 'wallet.addBankTitle', message: 'Add a bank account' })}
        backHref={back}
      />
      <Panel>
        {banks.isPending ? (
          <FormSkeleton blocks={['field', 'hintedField', 'hintedField', 'button']} />
        ) : choices.length === 0 ? (
          <EmptyState
            title={i18n._({ id: 'wallet.noBanksOffered', message: 'No banks are available yet' })}
            action={
              <AppLink href="/contact-us" className="wallet-link">
                {i18n._({ id: 'wallet.contactUs', message: 'Contact us' })}
              </AppLink>
            }
          />
        ) : (
          <AddBankForm banks={choices} onAdded={added} />
        )}
      </Panel>
    </div>
  )
}
