import { useLingui } from '@lingui/react'
import { type CSSProperties, type FocusEvent, type ReactNode, useEffect, useState } from 'react'
import { Skeleton } from '../skeleton/skeleton.tsx'
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx'
import './winners-ticker.css'

export interface WinnersTickerItem {
  readonly key: string
  /** Who: a masked account id ("jo***42"). */
  readonly account: string
  /** How much: an Amount. */
  readonly amount: ReactNode
  /**
   * The entry as one sentence in the page's language, around the account and the amount as the
   * kit draws them ("{account} won {amount} on Super Ace"): each language orders its own words.
   */
  readonly sentence: (parts: { account: ReactNode; amount: ReactNode }) => ReactNode
}

export interface WinnersTickerProps {
  /** The region's name ("Recent wins and withdrawals"). */
  readonly label: string
  /** Entries, or null while loading. An empty list renders nothing. */
  readonly items: readonly WinnersTickerItem[] | null
  /** Seconds one entry takes to pass; the theme may also set --pk-ticker-seconds-per-item. */
  readonly secondsPerItem?: number
}

function Entries({ items, copy }: { items: readonly WinnersTickerItem[]; copy?: boolean }) {
  return (
    <ul className="pk-winners-ticker__entries" aria-hidden={copy ? true : undefined}>
      {items.map((item) => (
        <li key={item.key} className="pk-winners-ticker__entry" data-slot="winners-ticker-entry">
          {item.sentence({
            account: <span className="pk-winners-ticker__account">{item.account}</span>,
            amount: (
              <span className="pk-winners-ticker__amount" data-slot="winners-ticker-amount">
                {item.amount}
              </span>
            ),
          })}
        </li>
      ))}
    </ul>
  )
}

/**
 * Recent wins and withdrawals passing sideways. It pauses while the pointer is over it or focus
 * is in it, and its button stops it for good (WCAG 2.2.2). Under reduced motion it stands still
 * and scrolls by hand. It is not a live region: a screen reader would otherwise read every entry
 * as it passes.
 */
export function WinnersTicker({ label, items, secondsPerItem = 4 }: WinnersTickerProps) {
  const { i18n } = useLingui()
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [stopped, setStopped] = useState(false)
  // The copy only closes the loop's seam, which the belt reaches after a whole pass: it renders
  // after the first paint, which it would otherwise make wait for half the ticker's elements.
  const [looped, setLooped] = useState(false)
  useEffect(() => setLooped(true), [])
  if (items !== null && items.length === 0) return null
  const state = stopped ? 'stopped' : hovered || focused ? 'paused' : 'moving'
  const speed = {
    '--pk-ticker-duration': `${Math.max(1, items?.length ?? 1) * secondsPerItem}s`,
  } as CSSProperties
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the pointer only pauses it; keyboards pause it by focus or the button
    <div
      className="pk-winners-ticker"
      data-slot="winners-ticker"
      data-state={state}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {items === null ? (
        <section className="pk-winners-ticker__viewport" aria-label={label} aria-busy="true">
          <Skeleton className="pk-winners-ticker__placeholder" />
        </section>
      ) : (
        <>
          <button
            type="button"
            className="pk-winners-ticker__stop"
            aria-pressed={stopped}
            onClick={() => setStopped((value) => !value)}
          >
            <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
            <VisuallyHidden>
              {i18n._({ id: 'winnersTicker.pause', message: 'Pause' })}
            </VisuallyHidden>
          </button>
          <section
            className="pk-winners-ticker__viewport"
            aria-label={label}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: focus pauses it, and scrolls it when it stands still
            tabIndex={0}
            style={speed}
          >
            <div className="pk-winners-ticker__belt">
              <Entries items={items} />
              {looped ? <Entries items={items} copy /> : null}
            </div>
          </section>
        </>
      )}
    </div>
  )
}
