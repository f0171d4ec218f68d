import { useLingui } from '@lingui/react'
import { refreshVip } from '@parlor/core'
import { PageHeader, Panel } from '@parlor/ui-kit'
import { useMemo, useState } from 'react'
import { useSiteQuery } from '../../api/use-site-query.ts'
import { useShell } from '../../app/shell-context.tsx'
import { BalanceLine } from '../../wallet/balance-line.tsx'
import { type DepositAnswer, DepositForm } from '../../wallet/deposit-form.tsx'
import { DepositReceipt } from '../../wallet/deposit-receipt.tsx'
import type { DepositBonus } from '../../wallet/deposit-schema.ts'
import { FormSkeleton } from '../../wallet/form-skeleton.tsx'
import { searchText } from '../../wallet/list-search.ts'
import { useBalanceUpdate } from '../../wallet/use-balance-update.ts'
import { useListSearch } from '../../wallet/use-list-search.ts'
import './wallet-page.css'

/**
 * /deposit: an amount, a method and an optional deposit bonus (`?promotion=<id>` picks
 * one), then a receipt with the new balance.
 */
export function DepositPage() {
  const { i18n } = useLingui()
  const { api, store } = useShell()
  const { search } = useListSearch()
  const updateBalance = useBalanceUpdate()
  const promotions = useSiteQuery('promotionList', {})
  const bonuses = useMemo(
    () => promotions.data?.items.filter((promotion) => promotion.claim === 'with_deposit') ?? [],
    [promotions.data],
  )
  const [receipt, setReceipt] = useState<{ answer: DepositAnswer; bonus?: DepositBonus } | null>(
    null,
  )
  const wanted = searchText(search, 'promotion')
  const initialBonus = bonuses.some((bonus) => String(bonus.promotion_id) === wanted) ? wanted : ''

  const deposited = (answer: DepositAnswer, bonus: DepositBonus | undefined) => {
    updateBalance(answer.game_balance)
    // Deposits count towards VIP progress, which the account pages show from the user store.
    void refreshVip({ api, store })
    setReceipt({ answer, ...(bonus ? { bonus } : {}) })
  }

  return (
    <div className="wallet-page wallet-page--narrow">
      <PageHeader
        title={i18n._({ id: 'wallet.deposit', message: 'Deposit' })}
        backHref="/account"
        backLabel={i18n._({ id: 'account.title', message: 'My account' })}
      >
        <BalanceLine />
      </PageHeader>
      <Panel>
        {receipt ? (
          <DepositReceipt
            answer={receipt.answer}
            bonus={receipt.bonus}
            onAnother={() => setReceipt(null)}
          />
        ) : promotions.isPending ? (
          <FormSkeleton blocks={['hintedField', 'chips', 'field', 'choices', 'button']} />
        ) : (
          <DepositForm bonuses={bonuses} initialBonus={initialBonus} onDeposited={deposited} />
        )}
      </Panel>
    </div>
  )
}
