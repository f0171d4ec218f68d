import { useLingui } from '@lingui/react'
import { layoutAtom } from '@parlor/core'
import { AppLink } from '@parlor/ui-kit'
import { useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import './minigame-layout.css'

/**
 * /minigame has a layout of its own. It opens in a tab of its own (the rewards icon), so
 * it carries the site's logo and a way back to the lobby, and nothing else around the games.
 */
export function MinigameLayout({ children }: { children: ReactNode }) {
  const { i18n } = useLingui()
  const site = useAtomValue(layoutAtom).site
  return (
    <div className="minigame-layout">
      <header className="minigame-layout__bar">
        {site ? <img src={site.logo2} alt={site.site_name} height={36} /> : null}
        <AppLink className="minigame-layout__back" href="/">
          {i18n._({ id: 'minigame.backToLobby', message: 'Back to the lobby' })}
        </AppLink>
      </header>
      <main id="main" className="minigame-layout__main">
        {children}
      </main>
    </div>
  )
}
