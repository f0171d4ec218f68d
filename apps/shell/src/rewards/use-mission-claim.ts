import { useLingui } from '@lingui/react'
import { statusMessage } from '@parlor/contract'
import { applyBalance } from '@parlor/core'
import { useMoneyFormat } from '../account/use-money-format.ts'
import { CallFailure } from '../api/call-failure.ts'
import { accountKey } from '../api/query-client.ts'
import { useAccountMutation } from '../api/use-call-mutation.ts'
import { useShell } from '../app/shell-context.tsx'
import { useSuccessToast } from '../toasts/use-success-toast.ts'
import { amountText } from './amount-text.ts'
import { storeMinigameTokens } from './minigame-tokens.ts'

/** Refusals that mean the list on screen is out of date, not that something broke. */
const staleRefusals: readonly string[] = [statusMessage.alreadyClaimed, statusMessage.notClaimable]

/**
 * Claims a completed mission: the reward goes into the balance and the token count, the player
 * is told what arrived, and the player's lists are read again. A claim the server refuses as
 * already claimed or not yet done only means the list was stale, so it is read again quietly.
 */
export function useMissionClaim(): {
  claim: (missionId: number) => void
  claimingId: number | null
} {
  const { i18n } = useLingui()
  const { store, queryClient, reporter } = useShell()
  const money = useMoneyFormat()
  const toast = useSuccessToast()
  const refresh = () => queryClient.invalidateQueries({ queryKey: [accountKey] })

  const mutation = useAccountMutation('missionClaim', {
    report: false,
    onSuccess: (answer) => {
      applyBalance(store, answer.game_balance)
      storeMinigameTokens(store, { token_balance: answer.token_balance })
      toast(
        i18n._({
          id: 'mission.claimed',
          message:
            'Reward claimed: {amount}{count, plural, =0 {} one { and # token} other { and # tokens}}',
          values: {
            amount: amountText(answer.reward_amount, money),
            count: answer.reward_tokens,
          },
        }),
      )
      void refresh()
    },
  })

  return {
    claim: (missionId) =>
      mutation.mutate(
        { mission_id: missionId },
        {
          onError: (error) => {
            if (
              error instanceof CallFailure &&
              staleRefusals.includes(error.envelope.statusMessage)
            ) {
              void refresh()
            } else {
              reporter.report(error)
            }
          },
        },
      ),
    claimingId: mutation.isPending ? (mutation.variables?.mission_id ?? null) : null,
  }
}
