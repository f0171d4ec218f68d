import { isSuccess, sessionEndingMessages } from '@parlor/contract'
import { useEffect, useState } from 'react'
import { api } from './game-api.ts'

/**
 * The balance the game shows: the server's at start, then each spin's `game_balance` through
 * `setBalance`. Null until known; a balance that could not be read stays unknown rather than
 * showing zero. `sessionEnded` says the server refused the session.
 */
export function useBalance() {
  const [balance, setBalance] = useState<number | null>(null)
  const [sessionEnded, setSessionEnded] = useState(false)

  // Once per machine: the page gives each session a machine of its own.
  useEffect(() => {
    let current = true
    void api.getBalance({}).then((answer) => {
      if (!current) return
      // A spin that answered first knows a newer balance than this read.
      if (isSuccess(answer)) setBalance((shown) => shown ?? answer.game_balance)
      else if (sessionEndingMessages.includes(answer.statusMessage)) setSessionEnded(true)
    })
    return () => {
      current = false
    }
  }, [])

  return { balance, setBalance, sessionEnded }
}
