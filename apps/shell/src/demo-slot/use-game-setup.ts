import { useCallback, useEffect, useRef, useState } from 'react'
import { findGameName } from './find-game-name.ts'
import type { GameAddress } from './game-address.ts'
import { loadSite } from './load-site.ts'
import type { SiteMoney } from './money-text.ts'

export type GameSetup =
  | { readonly status: 'loading' }
  | { readonly status: 'unreachable' }
  | { readonly status: 'maintenance' }
  | { readonly status: 'ready'; readonly site: SiteMoney; readonly gameName: string | null }

/**
 * What the game needs before the first spin: the site's money rules and the game's name, asked
 * for together. `retry` asks again after a failure.
 */
export function useGameSetup(address: GameAddress): { setup: GameSetup; retry: () => void } {
  const [setup, setSetup] = useState<GameSetup>({ status: 'loading' })
  // Only the newest load may set the state: a retry overtakes a slow first answer.
  const latest = useRef(0)
  const { provider, game } = address

  const load = useCallback(() => {
    latest.current += 1
    const run = latest.current
    const domain = window.location.hostname
    setSetup({ status: 'loading' })
    void Promise.all([loadSite(domain), findGameName({ provider, game }, domain)]).then(
      ([site, gameName]) => {
        if (run !== latest.current) return
        if (site.kind === 'ready') setSetup({ status: 'ready', site: site.site, gameName })
        else setSetup({ status: site.kind })
      },
    )
  }, [provider, game])

  useEffect(() => {
    load()
    return () => {
      latest.current += 1
    }
  }, [load])

  return { setup, retry: load }
}
