import { useLingui } from '@lingui/react'
import type { InboxItem } from '@parlor/contract'
import { applyBalance, formatMoney, sessionAtom } from '@parlor/core'
import { useAtomValue } from 'jotai'
import { accountKey } from '../api/query-client.ts'
import { useAccountMutation } from '../api/use-call-mutation.ts'
import { useShell } from '../app/shell-context.tsx'
import { useSuccessToast } from '../toasts/use-success-toast.ts'
import { useMoneyFormat } from './use-money-format.ts'

type InboxAnswer = { readonly items: readonly InboxItem[]; readonly unread_count: number }

/**
 * Reading and claiming inbox messages. Both change the cached inbox at once (the unread mark
 * goes, a claimed reward shows as claimed) and then ask the server for the truth; a claim also
 * puts the new balance in the user store and refreshes what money moves touch.
 */
export function useInboxActions() {
  const { i18n } = useLingui()
  const { store, queryClient } = useShell()
  const session = useAtomValue(sessionAtom)
  const money = useMoneyFormat()
  const toast = useSuccessToast()
  const inboxKey = [accountKey, session?.account_id ?? '', 'getInbox']

  const patch = (id: number, change: (item: InboxItem) => InboxItem) =>
    queryClient.setQueriesData<InboxAnswer>({ queryKey: inboxKey }, (answer) => {
      if (!answer) return answer
      const items = answer.items.map((item) => (item.inbox_id === id ? change(item) : item))
      return { ...answer, items, unread_count: items.filter((item) => !item.read).length }
    })

  const read = useAccountMutation('readInbox', {
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: inboxKey }),
  })

  const claim = useAccountMutation('claimInbox', {
    onSuccess: (answer, { inbox_id }) => {
      applyBalance(store, answer.game_balance)
      patch(inbox_id, (item) => ({
        ...item,
        read: true,
        claimed: true,
        claimable: false,
        claimed_at: new Date().toISOString(),
      }))
      toast(
        i18n._({
          id: 'inbox.received',
          message: 'You received {amount}',
          values: {
            amount: `${formatMoney(answer.claimed_amount, money.decimals, money.locale)}\u00a0${money.currency}`,
          },
        }),
      )
      // The ledger gained an entry: the statement and transaction history list it too.
      void queryClient.invalidateQueries({ queryKey: [accountKey] })
    },
  })

  return {
    /** Marks an unread message read, here at once and then on the server. */
    markRead(item: InboxItem) {
      if (item.read) return
      patch(item.inbox_id, (current) => ({ ...current, read: true }))
      read.mutate({ inbox_id: item.inbox_id })
    },
    claim(item: InboxItem) {
      // A refused claim (already claimed elsewhere, lapsed meanwhile): show the item as it is now.
      claim.mutate(
        { inbox_id: item.inbox_id },
        { onError: () => void queryClient.invalidateQueries({ queryKey: inboxKey }) },
      )
    },
    claimingId: claim.isPending ? (claim.variables?.inbox_id ?? null) : null,
  }
}
