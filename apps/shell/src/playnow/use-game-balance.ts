import { applyBalance, refreshBalance, userAtom } from '@parlor/core'
import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { useShell } from '../app/shell-context.tsx'

/** How often the balance is asked for while a game that does not report it is open. */
export const balanceRefreshMs = 30_000

/** What a game of ours posts after each round (the demo slot's `notifyBalance`). */
function balanceOf(data: unknown): number | null {
  if (typeof data !== 'object' || data === null) return null
  const message = data as { type?: unknown; balance?: unknown }
  if (message.type !== 'parlor:balance') return null
  const { balance } = message
  return typeof balance === 'number' && Number.isSafeInteger(balance) && balance >= 0
    ? balance
    : null
}

/**
 * The player's balance while a game is open beside the site: the game's own reports arrive at
 * once (only from this origin, so no foreign page can set it), and every 30 s the server is asked,
 * for the providers whose games say nothing.
 */
export function useGameBalance(): number {
  const { api, store, reporter } = useShell()
  const balance = useAtomValue(userAtom).game.balance

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return
      const reported = balanceOf(event.data)
      if (reported !== null) applyBalance(store, reported)
    }
    window.addEventListener('message', onMessage)
    const timer = window.setInterval(() => {
      void refreshBalance({ api, store }).then((answer) => {
        // A failed refresh is logged; one that says the session ended signs the player out.
        if (answer) reporter.report(answer)
      })
    }, balanceRefreshMs)
    return () => {
      window.removeEventListener('message', onMessage)
      window.clearInterval(timer)
    }
  }, [api, store, reporter])

  return balance
}
