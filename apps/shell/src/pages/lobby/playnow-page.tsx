import { useLingui } from '@lingui/react'
import { ButtonLink, EmptyState, PageHeader } from '@parlor/ui-kit'
import { useSearch } from '@tanstack/react-router'
import { useEffect, useMemo } from 'react'
import { playnowGame } from '../../playnow/game-address.ts'
import { GameFrame } from '../../playnow/game-frame.tsx'
import { LaunchFailed } from '../../playnow/launch-failed.tsx'
import { PopupLaunch } from '../../playnow/popup-launch.tsx'
import { useGameLaunch } from '../../playnow/use-game-launch.ts'
import { useGameName } from '../../playnow/use-game-name.ts'
import '../../playnow/playnow.css'

/**
 * /playnow?provider=…&game=… (bare layout, signed-in only): launches the game once and opens it
 * the way the launch answered: in this tab, in the site's frame, or in a window of its own.
 */
export function PlayNowPage() {
  const { i18n } = useLingui()
  const search: { provider?: unknown; game?: unknown } = useSearch({ strict: false })
  const game = useMemo(
    () => playnowGame({ provider: search.provider, game: search.game }),
    [search.provider, search.game],
  )
  const name = useGameName(game)
  const { launch, retry } = useGameLaunch(game)
  const redirectTo = launch.kind === 'ready' && launch.launchType === 'redirect' ? launch.url : null

  useEffect(() => {
    // Replace, not push: Back from the game returns to the lobby, not to this bounce page.
    if (redirectTo) window.location.replace(redirectTo)
  }, [redirectTo])

  if (!game) {
    return (
      <div className="playnow-page">
        <PageHeader title={i18n._({ id: 'playnow.title', message: 'Play' })} />
        <EmptyState
          title={i18n._({ id: 'playnow.noGame', message: 'No game was chosen' })}
          action={
            <ButtonLink href="/">
              {i18n._({ id: 'playnow.backToLobby', message: 'Back to the lobby' })}
            </ButtonLink>
          }
        >
          <p>
            {i18n._({
              id: 'playnow.noGameHelp',
              message: 'Pick a game in the lobby and it opens here.',
            })}
          </p>
        </EmptyState>
      </div>
    )
  }

  const title = name ?? game.game
  switch (launch.kind) {
    case 'failed':
      return <LaunchFailed title={title} reason={launch.reason} onRetry={retry} />
    case 'ended':
      return (
        <div className="playnow-page">
          <PageHeader title={title} />
          <EmptyState
            title={i18n._({ id: 'playnow.sessionEnded', message: 'Your session has ended' })}
            action={
              <ButtonLink href="/login">
                {i18n._({ id: 'auth.login', message: 'Log in' })}
              </ButtonLink>
            }
          />
        </div>
      )
    case 'ready':
      if (launch.launchType === 'iframe') return <GameFrame title={title} url={launch.url} />
      if (launch.launchType === 'popup')
        return <PopupLaunch title={title} url={launch.url} game={game} />
      return <GameFrame title={title} url={null} />
    default:
      return <GameFrame title={title} url={null} />
  }
}
