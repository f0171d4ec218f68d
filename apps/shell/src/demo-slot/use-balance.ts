import { isSuccess, type RequestOf, sessionEndingMessages } from '@parlor/contract'
import { useEffect, useState } from 'react'
import { api } from './game-api.ts'

export type Session = RequestOf<'getBalance'>

/**
 * The balance the game shows: the server's at start, then each spin's `game_balance` through
 * `setBalance`. Null until known; a balance that could not be read stays unknown rather than
 * showing zero. `sessionEnded` says the server refused the session.
 */
export function useBalance({ account_id, auth }: Session) {
  const [balance, setBalance] = useState<number | null>(null)
  const [sessionEnded, setSessionEnded] = useState(false)

  useEffect(() => {
    let current = true
    void api.getBalance({ account_id, auth }).then((answer) => {
      if (!current) return
      // A spin that answered first knows a newer balance than this read.
      if (isSuccess(answer)) setBalance((shown) => shown ?? answer.game_balance)
      else if (sessionEndingMessages.includes(answer.statusMessage)) setSessionEnded(true)
    })
    return () => {
      current = false
    }
  }, [account_id, auth])

  return { balance, setBalance, sessionEnded }
}
