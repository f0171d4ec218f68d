import { useLingui } from '@lingui/react'
import type { Withdrawal } from '@parlor/contract'
import { EmptyState, Pagination, Skeleton, WithdrawalCard } from '@parlor/ui-kit'
import { lazy, Suspense, useState } from 'react'
import { useMoneyFormat } from '../account/use-money-format.ts'
import { useAccountQuery } from '../api/use-account-query.ts'
import './wallet.css'

/** Asked for only when a player cancels one, so the dialog's code waits for that moment. */
const WithdrawalCancelDialog = lazy(() =>
  import('./withdrawal-cancel-dialog.tsx').then((module) => ({
    default: module.WithdrawalCancelDialog,
  })),
)

const pageSize = 5

/** The player's withdrawals, newest first, each with its progress; pending ones can be cancelled. */
export function WithdrawalList({
  page,
  onPageChange,
}: {
  page: number
  onPageChange: (page: number) => void
}) {
  const { i18n } = useLingui()
  const money = useMoneyFormat()
  const list = useAccountQuery('withdrawals', { page, page_size: pageSize }, { keepPrevious: true })
  const [cancelling, setCancelling] = useState<Withdrawal | null>(null)

  if (list.isPending) {
    return (
      <div className="wallet-cards" aria-hidden="true">
        <Skeleton style={{ height: 300 }} />
        <Skeleton style={{ height: 300 }} />
      </div>
    )
  }
  const items = list.data?.items ?? []
  if (items.length === 0) {
    return (
      <EmptyState title={i18n._({ id: 'wallet.noWithdrawals', message: 'No withdrawals yet' })}>
        <p>
          {i18n._({
            id: 'wallet.noWithdrawalsHint',
            message: 'Once you request one, you can follow it here until it is paid.',
          })}
        </p>
      </EmptyState>
    )
  }
  return (
    <>
      <div
        className="wallet-cards"
        aria-busy={list.isPlaceholderData || undefined}
        data-testid="withdrawal-list"
      >
        {items.map((withdrawal) => (
          <WithdrawalCard
            key={withdrawal.withdrawal_id}
            withdrawal={withdrawal}
            {...money}
            onCancel={() => setCancelling(withdrawal)}
          />
        ))}
      </div>
      <Pagination
        totalItems={list.data?.total ?? 0}
        currentPage={list.data?.page ?? page}
        perPage={list.data?.page_size ?? pageSize}
        onPageChange={onPageChange}
        label={i18n._({ id: 'wallet.withdrawalPages', message: 'Withdrawal pages' })}
      />
      {cancelling ? (
        <Suspense fallback={null}>
          <WithdrawalCancelDialog withdrawal={cancelling} onClose={() => setCancelling(null)} />
        </Suspense>
      ) : null}
    </>
  )
}
