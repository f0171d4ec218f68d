import { useLingui } from '@lingui/react'
import { Skeleton, Spinner } from '@parlor/ui-kit'
import { useRef } from 'react'
import { FullscreenToggle } from './fullscreen-toggle.tsx'
import { GameBar } from './game-bar.tsx'
import { useGameBalance } from './use-game-balance.ts'

/**
 * The game embedded in the site: the bar on top, the game filling the rest of the view. Without
 * an address yet (the launch call is out) the same frame holds a placeholder, so nothing moves,
 * and full screen chosen meanwhile carries on, when the game arrives.
 */
export function GameFrame({ title, url }: { title: string; url: string | null }) {
  const { i18n } = useLingui()
  const frame = useRef<HTMLDivElement>(null)
  const balance = useGameBalance()
  const starting = i18n._({ id: 'playnow.starting', message: 'Starting the game…' })
  return (
    <div className="playnow-frame" ref={frame} aria-busy={url === null}>
      <GameBar title={title} balance={balance} actions={<FullscreenToggle target={frame} />} />
      {url === null ? (
        <div className="playnow-frame__game">
          <Skeleton className="playnow-frame__placeholder" />
          <div className="playnow-frame__status">
            <Spinner label={starting} size={40} />
            <span aria-hidden="true">{starting}</span>
          </div>
        </div>
      ) : (
        <iframe
          className="playnow-frame__game"
          src={url}
          title={title}
          allow="fullscreen; autoplay"
        />
      )}
    </div>
  )
}
