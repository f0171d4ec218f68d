import { Trans } from '@lingui/react'
import type { Mission } from '@parlor/contract'
import { Amount } from '@parlor/ui-kit'
import { useMoneyFormat } from '../account/use-money-format.ts'

/** What a mission pays: money, minigame tokens, or both. */
export function MissionReward({
  mission,
}: {
  mission: Pick<Mission, 'reward_amount' | 'reward_tokens'>
}) {
  const money = useMoneyFormat()
  const amount = <Amount minor={mission.reward_amount} {...money} />
  if (mission.reward_tokens === 0) return amount
  if (mission.reward_amount === 0) {
    return (
      <Trans
        id="mission.rewardTokens"
        message="{count, plural, one {# token} other {# tokens}}"
        values={{ count: mission.reward_tokens }}
      />
    )
  }
  return (
    <Trans
      id="mission.rewardBoth"
      message="{amount} and {count, plural, one {# token} other {# tokens}}"
      values={{ amount, count: mission.reward_tokens }}
    />
  )
}
