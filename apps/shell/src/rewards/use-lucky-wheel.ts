import type { ResponseOf, SpinPrize, SuccessOf } from '@parlor/contract'
import { statusMessage } from '@parlor/contract'
import { applyBalance } from '@parlor/core'
import { useEffect, useRef, useState } from 'react'
import { CallFailure } from '../api/call-failure.ts'
import { accountKey } from '../api/query-client.ts'
import { useAccountQuery } from '../api/use-account-query.ts'
import { useAccountMutation } from '../api/use-call-mutation.ts'
import { useShell } from '../app/shell-context.tsx'
import { storeMinigameTokens } from './minigame-tokens.ts'

type SpinAnswer = SuccessOf<ResponseOf<'spinPlay'>>

/**
 * One turn of the lucky wheel, from the click to the landing. What the spin won is kept back
 * until the wheel stops on it, so neither the balance nor the token count gives the prize away
 * first; leaving the page mid-turn still applies it.
 */
export function useLuckyWheel() {
  const { store, queryClient, reporter } = useShell()
  const info = useAccountQuery('spinInfo', {})
  const [prize, setPrize] = useState<SpinPrize | null>(null)
  const [spinning, setSpinning] = useState(false)
  const [landed, setLanded] = useState<SpinPrize | null>(null)
  const [outOfTokens, setOutOfTokens] = useState(false)
  const pending = useRef<SpinAnswer | null>(null)

  useEffect(() => {
    if (info.data) storeMinigameTokens(store, info.data)
  }, [info.data, store])

  const settle = () => {
    const answer = pending.current
    if (!answer) return
    pending.current = null
    applyBalance(store, answer.game_balance)
    storeMinigameTokens(store, answer)
    void queryClient.invalidateQueries({ queryKey: [accountKey] })
  }
  const settleRef = useRef(settle)
  settleRef.current = settle
  useEffect(() => () => settleRef.current(), [])

  const play = useAccountMutation('spinPlay', {
    report: false,
    onSuccess: (answer) => {
      pending.current = answer
      setLanded(null)
      setPrize(answer.prize)
      setSpinning(true)
    },
  })

  return {
    info,
    prize,
    spinning,
    /** The prize the wheel last stopped on, once it has stopped. */
    landed,
    /** The server refused a spin for want of tokens (another tab may have spent them). */
    outOfTokens,
    pending: play.isPending,
    spin: () => {
      setOutOfTokens(false)
      play.mutate(
        {},
        {
          onError: (error) => {
            const refused =
              error instanceof CallFailure &&
              error.envelope.statusMessage === statusMessage.insufficientBalance
            if (!refused) return reporter.report(error)
            setOutOfTokens(true)
            void info.refetch()
          },
        },
      )
    },
    onSpun: () => {
      setSpinning(false)
      setLanded(pending.current?.prize ?? prize)
      settle()
    },
  }
}
