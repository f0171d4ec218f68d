import { useLingui } from '@lingui/react'
import type { InboxItem } from '@parlor/contract'
import { Amount } from '../amount/amount.tsx'
import { StatusBadge, type StatusTone } from '../status-badge/status-badge.tsx'

/** A message's reward: its amount and whether it waits, was claimed or lapsed. */
export function RewardBadge({
  item,
  money,
}: {
  item: InboxItem
  money: { readonly currency: string; readonly decimals: number; readonly locale: string }
}) {
  const { i18n } = useLingui()
  const [tone, state]: [StatusTone, string] = item.claimed
    ? ['neutral', i18n._({ id: 'inbox.rewardClaimed', message: 'Claimed' })]
    : item.claimable
      ? ['success', i18n._({ id: 'inbox.rewardWaiting', message: 'Reward' })]
      : ['warning', i18n._({ id: 'inbox.rewardExpired', message: 'Expired' })]
  return (
    <StatusBadge tone={tone}>
      {state} <Amount minor={item.reward_amount} {...money} />
    </StatusBadge>
  )
}
