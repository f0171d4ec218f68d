import { useLingui } from '@lingui/react'
import { type ReactNode, type Ref, useId } from 'react'
import { GameTileSkeleton } from '../game-tile-skeleton/game-tile-skeleton.tsx'
import { AppLink } from '../navigation/app-link.tsx'
import { StripScrollButtons } from '../strip-scroller/strip-scroll-buttons.tsx'
import { useStripScroller } from '../strip-scroller/use-strip-scroller.ts'
import './game-rail.css'

export interface GameRailProps {
  /** The rail's heading ("Hot games"). */
  readonly title: string
  /** The full list's page; no "See all" link without it. */
  readonly seeAllHref?: string
  /** "See all" by default; screen readers hear the rail's title after it. */
  readonly seeAllLabel?: string
  /** Tiles, or null while loading: the rail then shows placeholder tiles. No tiles: no rail. */
  readonly children: readonly ReactNode[] | null
  readonly placeholders?: number
  readonly headingLevel?: 2 | 3
  /** The rail's section, for a page that watches where it is (rendering tiles near the screen). */
  readonly ref?: Ref<HTMLElement>
}

/**
 * A titled row of game tiles that scrolls sideways, with a link to the whole list. Tiles take
 * the width the theme sets (--pk-rail-tile-width), so placeholders and tiles are the same size.
 */
export function GameRail({
  title,
  seeAllHref,
  seeAllLabel,
  children,
  placeholders = 6,
  headingLevel = 2,
  ref,
}: GameRailProps) {
  const { i18n } = useLingui()
  const headingId = useId()
  const listId = useId()
  const scroller = useStripScroller<HTMLUListElement>(children?.length ?? 0)
  if (children !== null && children.length === 0) return null
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const seeAll = seeAllLabel ?? i18n._({ id: 'gameRail.seeAll', message: 'See all' })
  const items =
    children ??
    Array.from({ length: placeholders }, (_, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
      <GameTileSkeleton key={index} />
    ))

  return (
    <section ref={ref} className="pk-game-rail" data-slot="game-rail" aria-labelledby={headingId}>
      <div className="pk-game-rail__header" data-slot="game-rail-header">
        <Heading id={headingId} className="pk-game-rail__title" data-slot="game-rail-title">
          {title}
        </Heading>
        <div className="pk-game-rail__actions">
          {seeAllHref ? (
            <AppLink
              className="pk-game-rail__see-all"
              data-slot="game-rail-see-all"
              href={seeAllHref}
              // Several rails share the page: the name says which list, and starts with what shows.
              aria-label={i18n._({
                id: 'gameRail.seeAllOf',
                message: '{label}: {title}',
                values: { label: seeAll, title },
              })}
            >
              {seeAll}
            </AppLink>
          ) : null}
          {children === null ? null : (
            <StripScrollButtons
              scroller={scroller}
              controls={listId}
              previousLabel={i18n._({
                id: 'gameRail.previous',
                message: 'Previous {title}',
                values: { title },
              })}
              nextLabel={i18n._({
                id: 'gameRail.next',
                message: 'Next {title}',
                values: { title },
              })}
            />
          )}
        </div>
      </div>
      <ul
        ref={scroller.ref}
        id={listId}
        className="pk-game-rail__list"
        data-slot="game-rail-list"
        aria-labelledby={headingId}
        aria-busy={children === null}
      >
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: tiles carry their own keys inside
          <li key={index} className="pk-game-rail__item">
            {item}
          </li>
        ))}
      </ul>
    </section>
  )
}
