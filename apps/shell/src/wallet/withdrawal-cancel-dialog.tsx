import { useLingui } from '@lingui/react'
import type { Withdrawal } from '@parlor/contract'
import { formatMoney } from '@parlor/core'
import { ConfirmDialog } from '@parlor/ui-kit/dialog'
import { useMoneyFormat } from '../account/use-money-format.ts'
import { accountKey } from '../api/query-client.ts'
import { useAccountMutation } from '../api/use-call-mutation.ts'
import { useShell } from '../app/shell-context.tsx'
import { useBalanceUpdate } from './use-balance-update.ts'
import { useShowToast } from './use-show-toast.ts'

/**
 * Asks before cancelling a withdrawal, then cancels it: the amount is back in the balance at
 * once. A refusal (approved meanwhile) reaches the general handler, and the list reloads to show
 * where the withdrawal now stands.
 */
export function WithdrawalCancelDialog({
  withdrawal,
  onClose,
}: {
  withdrawal: Withdrawal
  onClose: () => void
}) {
  const { i18n } = useLingui()
  const { queryClient } = useShell()
  const money = useMoneyFormat()
  const updateBalance = useBalanceUpdate()
  const toast = useShowToast()
  const cancel = useAccountMutation('withdrawCancel')
  const amount = `${formatMoney(withdrawal.amount, money.decimals, money.locale)}\u00a0${money.currency}`

  const confirm = async () => {
    try {
      const answer = await cancel.mutateAsync({ withdrawal_id: withdrawal.withdrawal_id })
      updateBalance(answer.game_balance)
      toast({
        variant: 'success',
        title: i18n._({
          id: 'wallet.withdrawalCancelled',
          message: 'Withdrawal cancelled; {amount} is back in your balance',
          values: { amount },
        }),
      })
    } catch {
      void queryClient.invalidateQueries({ queryKey: [accountKey] })
    }
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title={i18n._({ id: 'wallet.cancelWithdrawalTitle', message: 'Cancel this withdrawal?' })}
      description={i18n._({
        id: 'wallet.cancelWithdrawalText',
        message: '{amount} to {bank} goes back to your balance.',
        values: { amount, bank: withdrawal.bank_account.bank_name },
      })}
      confirmLabel={i18n._({ id: 'withdrawal.cancel', message: 'Cancel withdrawal' })}
      cancelLabel={i18n._({ id: 'wallet.keepWithdrawal', message: 'Keep it' })}
      tone="danger"
      onConfirm={confirm}
    />
  )
}
