import { isSuccess } from '@parlor/contract'
import { useCallback, useRef, useState } from 'react'
import type { GameAddress } from './game-address.ts'
import { api } from './game-api.ts'
import { notifyBalance } from './notify-parent.ts'
import { mayHaveRun, type SpinFailure, spinFailureOf } from './spin-failure.ts'

/** One played round, as the server answered it. */
export interface DemoRound {
  readonly roundId: string
  /** Columns of symbol names, top to bottom. */
  readonly reels: readonly (readonly string[])[]
  /** Minor units; 0 is no win. */
  readonly win: number
  readonly stake: number
}

export type SpinOutcome =
  | { readonly kind: 'round'; readonly round: DemoRound }
  | { readonly kind: 'failure'; readonly failure: SpinFailure }

/** Three 250 ms steps of the reels' roll: long enough to read as a spin, short enough to replay. */
export const spinAnimationMs = 750

/**
 * Spinning: one round per press, never two at once. Each spin has a fresh Idempotency-Key; after
 * an answer that leaves the outcome unknown, pressing Spin again with the same stake resends the
 * same key, so the server replays the round it may already have played instead of staking twice.
 */
export function useSpin(address: GameAddress, onBalance: (balance: number) => void) {
  const [spinning, setSpinning] = useState(false)
  const [outcome, setOutcome] = useState<SpinOutcome | null>(null)
  // The reels keep showing the last round through later failures and the next roll.
  const [round, setRound] = useState<DemoRound | null>(null)
  // A ref, not state: a double click lands before React re-renders the disabled button.
  const busy = useRef(false)
  const unsettled = useRef<{ stake: number; key: string } | null>(null)
  const { provider, game } = address

  const spin = useCallback(
    async (stake: number) => {
      if (busy.current) return
      busy.current = true
      setSpinning(true)
      setOutcome(null)
      const key = unsettled.current?.stake === stake ? unsettled.current.key : newSpinKey()
      unsettled.current = null
      const rolling = wait(prefersReducedMotion() ? 0 : spinAnimationMs)
      try {
        const answer = await api.demoSpin(
          { provider_code: provider, game_code: game, stake },
          { idempotencyKey: key },
        )
        // The reels roll their full steps even when the server is quicker.
        await rolling
        if (isSuccess(answer)) {
          onBalance(answer.game_balance)
          notifyBalance(answer.game_balance)
          const { round_id, reels, win } = answer
          const played = { roundId: round_id, reels, win, stake }
          setRound(played)
          setOutcome({ kind: 'round', round: played })
        } else {
          const failure = spinFailureOf(answer.statusMessage)
          if (mayHaveRun(failure)) unsettled.current = { stake, key }
          setOutcome({ kind: 'failure', failure })
        }
      } finally {
        // The client answers failures rather than throwing; this only keeps a surprise from
        // locking the button for good.
        busy.current = false
        setSpinning(false)
      }
    },
    [provider, game, onBalance],
  )

  return { spin, spinning, outcome, round }
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
}

/**
 * A fresh key. `crypto.randomUUID` exists only in secure contexts, which every real site (and
 * localhost) is; the fallback keeps a plain-http preview on a LAN address playable.
 */
function newSpinKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
