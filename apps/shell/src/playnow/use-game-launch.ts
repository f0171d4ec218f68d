import { type LaunchType, sessionEndingMessages } from '@parlor/contract'
import { useAtomValue } from 'jotai'
import { useCallback, useEffect, useRef, useState } from 'react'
import { CallFailure } from '../api/call-failure.ts'
import { useAccountMutation } from '../api/use-call-mutation.ts'
import { useShell } from '../app/shell-context.tsx'
import { deviceAtom } from '../device/device-atom.ts'
import { useLanguageCode } from '../i18n/use-language-code.ts'
import { launchAddress } from '../lobby/launch-address.ts'
import type { PlaynowGame } from './game-address.ts'

export type GameLaunch =
  | { readonly kind: 'pending' }
  | { readonly kind: 'ready'; readonly url: string; readonly launchType: LaunchType }
  /** `reason` is the server's status message, or `badAddress` for an address we will not open. */
  | { readonly kind: 'failed'; readonly reason: string }
  /** The session ended: the general handler is signing the player out. */
  | { readonly kind: 'ended' }

/**
 * Asks `/api/game/launch` for the game's address once per game. React runs a new page's effects
 * twice in development; the ref keeps that from asking twice, which a provider that hands out
 * one-time addresses would refuse.
 */
export function useGameLaunch(game: PlaynowGame | null): {
  readonly launch: GameLaunch
  readonly retry: () => void
} {
  const { reporter } = useShell()
  const isPhone = useAtomValue(deviceAtom).isMobile
  const language = useLanguageCode()
  const [launch, setLaunch] = useState<GameLaunch>({ kind: 'pending' })
  const asked = useRef<string | null>(null)
  const { mutate } = useAccountMutation('gameLaunch', { report: false })

  const start = useCallback(
    (wanted: PlaynowGame) => {
      setLaunch({ kind: 'pending' })
      mutate(
        {
          provider_code: wanted.provider,
          game_code: wanted.game,
          language,
          device: isPhone ? 'mobile' : 'desktop',
        },
        {
          onSuccess: (answer) => {
            const url = launchAddress(answer.url)
            setLaunch(
              url
                ? { kind: 'ready', url, launchType: answer.launch_type }
                : { kind: 'failed', reason: 'badAddress' },
            )
          },
          onError: (error) => {
            const message = error instanceof CallFailure ? error.envelope.statusMessage : ''
            if (sessionEndingMessages.includes(message)) {
              reporter.report(error)
              setLaunch({ kind: 'ended' })
              return
            }
            setLaunch({ kind: 'failed', reason: message })
          },
        },
      )
    },
    [mutate, language, isPhone, reporter],
  )

  const key = game ? `${game.provider}/${game.game}` : null
  useEffect(() => {
    if (!game || asked.current === key) return
    asked.current = key
    start(game)
  }, [game, key, start])

  return {
    launch,
    retry: () => {
      if (game) start(game)
    },
  }
}
