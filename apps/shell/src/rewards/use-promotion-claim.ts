import { useLingui } from '@lingui/react'
import { statusMessage } from '@parlor/contract'
import { applyBalance, loginEntryTarget, modalAtom, openModal, userAtom } from '@parlor/core'
import { useNavigate } from '@tanstack/react-router'
import { useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import { useMoneyFormat } from '../account/use-money-format.ts'
import { CallFailure } from '../api/call-failure.ts'
import { accountKey } from '../api/query-client.ts'
import { useAccountMutation } from '../api/use-call-mutation.ts'
import { useShell } from '../app/shell-context.tsx'
import { useSuccessToast } from '../toasts/use-success-toast.ts'
import { amountText } from './amount-text.ts'

/** Where a player stands with an instant promotion, as far as this visit has learnt. */
export type ClaimOutcome = 'claimed' | 'notClaimable'

/**
 * Claims instant promotions. A guest is sent to the theme's login entry first (the page, coming
 * back here, or the login modal over this page). The list does not say what a player already
 * claimed, so the server's refusal is what tells: it is shown on the card, not as an error.
 */
export function usePromotionClaim() {
  const { i18n } = useLingui()
  const { store, theme, queryClient, reporter } = useShell()
  const money = useMoneyFormat()
  const toast = useSuccessToast()
  const navigate = useNavigate()
  const setModals = useSetAtom(modalAtom)
  const { isAuthenticated } = useAtomValue(userAtom)
  const [outcomes, setOutcomes] = useState<ReadonlyMap<number, ClaimOutcome>>(new Map())
  const settle = (id: number, outcome: ClaimOutcome) =>
    setOutcomes((current) => new Map(current).set(id, outcome))

  const mutation = useAccountMutation('promotionClaim', {
    report: false,
    onSuccess: (answer, params) => {
      applyBalance(store, answer.game_balance)
      settle(params.promotion_id, 'claimed')
      toast(
        i18n._({
          id: 'promotions.bonusAdded',
          message: 'Bonus of {amount} added',
          values: {
            amount: amountText(answer.bonus_amount, money),
          },
        }),
      )
      void queryClient.invalidateQueries({ queryKey: [accountKey] })
    },
  })

  const claim = (promotionId: number) => {
    if (!isAuthenticated) {
      const target = loginEntryTarget(theme.loginEntry)
      if (target.path === '/login') {
        const back = `${window.location.pathname}${window.location.search}`
        void navigate({ href: `/login?${new URLSearchParams({ redirect: back })}` })
      } else {
        setModals((state) => openModal(state, target.modal))
      }
      return
    }
    mutation.mutate(
      { promotion_id: promotionId },
      {
        onError: (error) => {
          const message = error instanceof CallFailure ? error.envelope.statusMessage : ''
          if (message === statusMessage.alreadyClaimed) settle(promotionId, 'claimed')
          else if (message === statusMessage.notClaimable) settle(promotionId, 'notClaimable')
          else reporter.report(error)
        },
      },
    )
  }

  return {
    claim,
    outcomes,
    claimingId: mutation.isPending ? (mutation.variables?.promotion_id ?? null) : null,
  }
}
