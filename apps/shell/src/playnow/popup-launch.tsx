import { useLingui } from '@lingui/react'
import { gameWindowPlan } from '@parlor/core'
import { Button, ButtonLink, PageHeader, Panel } from '@parlor/ui-kit'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { deviceAtom } from '../device/device-atom.ts'
import type { PlaynowGame } from './game-address.ts'
import { GameBalance } from './game-balance.tsx'
import { useGameBalance } from './use-game-balance.ts'

/** The window's name: a second click brings the same window back rather than opening another. */
const gameWindowName = 'parlor-game'

/**
 * Popup-type providers run in a window of their own, and browsers open one only inside
 * a click: the player opens it here. A blocked window gets a plain link, which always opens.
 */
export function PopupLaunch({
  title,
  url,
  game,
}: {
  title: string
  url: string
  game: PlaynowGame
}) {
  const { i18n } = useLingui()
  const isPhone = useAtomValue(deviceAtom).isMobile
  const balance = useGameBalance()
  const [state, setState] = useState<'ready' | 'open' | 'blocked'>('ready')

  const open = () => {
    const plan = gameWindowPlan({ providerCode: game.provider, isPhone, screen: window.screen })
    // A phone opens a tab whatever the provider: no window features there.
    const win =
      plan.kind === 'popup'
        ? window.open(url, gameWindowName, plan.features)
        : window.open(url, gameWindowName)
    setState(win ? 'open' : 'blocked')
    win?.focus()
  }

  return (
    <div className="playnow-page">
      <PageHeader
        title={title}
        backHref="/"
        backLabel={i18n._({ id: 'playnow.backToLobby', message: 'Back to the lobby' })}
      />
      <Panel className="playnow-popup">
        <GameBalance balance={balance} />
        <p aria-live="polite">
          {state === 'open'
            ? i18n._({
                id: 'playnow.popupOpen',
                message: 'The game is open in its own window. Your balance here follows your play.',
              })
            : i18n._({
                id: 'playnow.popupIntro',
                message: 'This game plays in a window of its own.',
              })}
        </p>
        <div className="playnow-popup__actions">
          <Button onClick={open}>
            {state === 'open'
              ? i18n._({ id: 'playnow.showGame', message: 'Show the game window' })
              : i18n._({ id: 'playnow.openGame', message: 'Open the game' })}
          </Button>
          <ButtonLink href="/" variant="secondary">
            {i18n._({ id: 'playnow.backToLobby', message: 'Back to the lobby' })}
          </ButtonLink>
        </div>
        {state === 'blocked' ? (
          <p className="playnow-popup__blocked" role="alert">
            {i18n._({
              id: 'playnow.popupBlocked',
              message: 'Your browser blocked the game window.',
            })}{' '}
            <a href={url} target={gameWindowName}>
              {i18n._({ id: 'playnow.openGameLink', message: 'Open the game with this link' })}
            </a>
          </p>
        ) : null}
      </Panel>
    </div>
  )
}
