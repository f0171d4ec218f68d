import { useLingui } from '@lingui/react'
import type { CSSProperties } from 'react'
import { SymbolGlyph } from './symbol-glyph.tsx'
import { lookOf } from './symbols.ts'

export interface ReelsProps {
  /** Columns of symbol names, top to bottom, as the server answers them. */
  readonly reels: readonly (readonly string[])[]
  readonly spinning: boolean
  /** The middle row paid: it lights up. */
  readonly winning: boolean
  /** Changes with every round, so each column plays its landing once per round. */
  readonly roundKey: string
}

/**
 * The reels as a grid, the middle row being the pay line. While a spin is on its way the symbols
 * roll (CSS only, none under reduced motion); a screen reader hears the line's symbols, and the
 * result from the live region beside the reels.
 */
export function Reels({ reels, spinning, winning, roundKey }: ReelsProps) {
  const { i18n } = useLingui()
  const middle = (reel: readonly string[]) => Math.floor(reel.length / 2)
  const line = reels.map((reel) => i18n._(lookOf(reel[middle(reel)] ?? '').label)).join(', ')
  const className = [
    'demo-slot__reels',
    spinning ? 'demo-slot__reels--spinning' : '',
    winning && !spinning ? 'demo-slot__reels--win' : '',
  ]
    .filter(Boolean)
    .join(' ')

  return (
    // A group of three lists and no form controls: a fieldset would announce a form part.
    // biome-ignore lint/a11y/useSemanticElements: the group holds no form controls
    <div
      className={className}
      role="group"
      aria-label={i18n._({ id: 'demoSlot.reels', message: 'Reels' })}
      aria-busy={spinning}
      data-testid="demo-slot-reels"
    >
      {reels.map((reel, column) => (
        <ul
          // A new key per round remounts the column, which replays its landing animation.
          // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position in the machine
          key={`${roundKey}-${column}`}
          className="demo-slot__reel"
          style={{ '--reel': column } as CSSProperties}
          aria-label={i18n._({
            id: 'demoSlot.reel',
            message: 'Reel {number}',
            values: { number: column + 1 },
          })}
        >
          {reel.map((symbol, row) => (
            <li
              // Rows keep their place; only the symbols in them change.
              // biome-ignore lint/suspicious/noArrayIndexKey: a row is its position on the reel
              key={row}
              className={
                row === middle(reel) ? 'demo-slot__cell demo-slot__cell--line' : 'demo-slot__cell'
              }
            >
              <SymbolGlyph symbol={symbol} />
            </li>
          ))}
        </ul>
      ))}
      <p className="demo-slot__visually-hidden">
        {i18n._({
          id: 'demoSlot.payLine',
          message: 'Pay line: {symbols}',
          values: { symbols: line },
        })}
      </p>
    </div>
  )
}
