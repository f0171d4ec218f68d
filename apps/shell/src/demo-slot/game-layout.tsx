import { useLingui } from '@lingui/react'
import type { GameDevice } from '@parlor/contract'
import type { ReactNode } from 'react'
import { TopLink } from './top-link.tsx'

export interface GameLayoutProps {
  /** The game's name: the page's title and heading. */
  readonly title: string
  readonly provider?: string
  readonly device?: GameDevice
  readonly children: ReactNode
}

/**
 * The whole window: the way back to the lobby, the game's name, then the game. Inside the site's
 * own frame (/playnow), whose bar already leads back, the game shows no second way back.
 */
export function GameLayout({ title, provider, device = 'desktop', children }: GameLayoutProps) {
  const { i18n } = useLingui()
  const framed = window.self !== window.top
  return (
    <div className="demo-slot" data-device={device}>
      {/* React hoists it into the head, ahead of play.html's placeholder. */}
      <title>{title}</title>
      <header className="demo-slot__bar">
        {framed ? null : (
          <TopLink href="/" variant="quiet">
            {i18n._({ id: 'demoSlot.backToLobby', message: 'Back to the lobby' })}
          </TopLink>
        )}
        {provider ? <span className="demo-slot__provider">{provider}</span> : null}
      </header>
      <main className="demo-slot__main">
        <h1 className="demo-slot__title">{title}</h1>
        {children}
      </main>
    </div>
  )
}
