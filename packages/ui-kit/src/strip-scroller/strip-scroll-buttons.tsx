import type { StripScroller } from './use-strip-scroller.ts'
import './strip-scroll-buttons.css'

export interface StripScrollButtonsProps {
  readonly scroller: Pick<StripScroller<HTMLElement>, 'atStart' | 'atEnd' | 'scrollByCard'>
  /** The id of the list they scroll. */
  readonly controls: string
  readonly previousLabel: string
  readonly nextLabel: string
  readonly className?: string
}

/**
 * Back and on by one card. At an edge a button stays focusable but says it is unavailable
 * (aria-disabled): a disabled button would drop the keyboard user's focus on the page. When every
 * card fits, there is nothing to scroll: the buttons hide but keep their room, so nothing beside
 * them moves as the row fills.
 */
export function StripScrollButtons({
  scroller,
  controls,
  previousLabel,
  nextLabel,
  className,
}: StripScrollButtonsProps) {
  const { atStart, atEnd, scrollByCard } = scroller
  const button = (direction: -1 | 1, label: string, disabled: boolean, glyph: string) => (
    <button
      type="button"
      className="pk-strip-scroll__button"
      data-slot="strip-scroll-button"
      data-direction={direction === -1 ? 'previous' : 'next'}
      aria-label={label}
      aria-controls={controls}
      aria-disabled={disabled}
      onClick={() => {
        if (!disabled) scrollByCard(direction)
      }}
    >
      <span aria-hidden="true">{glyph}</span>
    </button>
  )
  return (
    <div
      className={['pk-strip-scroll', className].filter(Boolean).join(' ')}
      data-slot="strip-scroll-buttons"
      data-idle={atStart && atEnd}
    >
      {button(-1, previousLabel, atStart, '‹')}
      {button(1, nextLabel, atEnd, '›')}
    </div>
  )
}
