import { useLingui } from '@lingui/react'
import { AppLink } from '@parlor/ui-kit'
import type { ReactNode } from 'react'
import { GameBalance } from './game-balance.tsx'

export interface GameBarProps {
  /** The page's h1: the game's name, or its code when the name is not at hand. */
  readonly title: string
  readonly balance: number
  readonly actions?: ReactNode
}

/** The slim bar above the game: the way back, the game's name, the balance and full screen. */
export function GameBar({ title, balance, actions }: GameBarProps) {
  const { i18n } = useLingui()
  return (
    <header className="playnow-bar">
      <AppLink href="/" className="playnow-bar__back">
        <span aria-hidden="true">‹</span>
        <span className="playnow-bar__back-text">
          {i18n._({ id: 'playnow.backToLobby', message: 'Back to the lobby' })}
        </span>
      </AppLink>
      <h1 className="playnow-bar__title">{title}</h1>
      <GameBalance balance={balance} className="playnow-bar__balance" />
      {actions}
    </header>
  )
}
