import { useLingui } from '@lingui/react'
import { type CSSProperties, useEffect, useRef, useState } from 'react'
import { WheelDial } from './wheel-dial.tsx'
import { nextRotation, restingRotation } from './wheel-geometry.ts'
import './prize-wheel.css'

export interface PrizeWheelPrize {
  readonly id: number | string
  /** Already translated, or the operator's own words. */
  readonly label: string
}

export interface PrizeWheelProps {
  /** One segment each, clockwise from the top. */
  readonly prizes: readonly PrizeWheelPrize[]
  /** The prize the wheel stops on; null before the first spin. */
  readonly landOn: PrizeWheelPrize['id'] | null
  /** True from the moment the result is known until `onSpun`: the wheel turns to `landOn`. */
  readonly spinning: boolean
  /** The wheel has stopped on `landOn` (at once when motion is reduced). */
  readonly onSpun: () => void
}

/** How long a spin turns, and how many whole turns it makes before stopping. */
export const spinMs = 3_000
const spinTurns = 5
/** A hidden tab never ends the transition; the spin still finishes. */
const finishGraceMs = 500

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  )
}

/**
 * The lucky wheel: one labelled segment per prize, turning for about three seconds to the prize
 * won (instantly when the player asks for reduced motion). The drawing is decoration for
 * assistive technology: the wheel is named by its prizes and says in text where it stopped.
 */
export function PrizeWheel({ prizes, landOn, spinning, onSpun }: PrizeWheelProps) {
  const { i18n } = useLingui()
  const count = prizes.length
  const landedIndex = landOn === null ? -1 : prizes.findIndex((prize) => prize.id === landOn)
  const [rotation, setRotation] = useState(() =>
    landedIndex >= 0 ? restingRotation(landedIndex, count) : 0,
  )
  const [animating, setAnimating] = useState(false)
  const pending = useRef(false)
  const onSpunRef = useRef(onSpun)
  onSpunRef.current = onSpun

  const finish = () => {
    if (!pending.current) return
    pending.current = false
    setAnimating(false)
    onSpunRef.current()
  }
  const finishRef = useRef(finish)
  finishRef.current = finish

  useEffect(() => {
    if (!spinning || landedIndex < 0) return
    pending.current = true
    if (prefersReducedMotion()) {
      setRotation((current) => nextRotation(current, landedIndex, count, 0))
      finishRef.current()
      return
    }
    setAnimating(true)
    setRotation((current) => nextRotation(current, landedIndex, count, spinTurns))
    const timer = setTimeout(() => finishRef.current(), spinMs + finishGraceMs)
    return () => clearTimeout(timer)
  }, [spinning, landedIndex, count])

  const landed = landedIndex >= 0 && !spinning ? prizes[landedIndex] : undefined
  const state = animating ? 'spinning' : landed ? 'landed' : 'idle'
  const name = i18n._({
    id: 'wheel.label',
    message: 'Lucky wheel with {count} prizes: {prizes}',
    values: { count, prizes: prizes.map((prize) => prize.label).join(', ') },
  })

  return (
    <figure className="pk-prize-wheel" data-slot="prize-wheel" data-state={state}>
      <div className="pk-prize-wheel__frame" role="img" aria-label={name}>
        <div
          className="pk-prize-wheel__dial"
          data-animating={animating}
          style={
            {
              '--pk-wheel-rotation': `${rotation}deg`,
              '--pk-wheel-ms': `${spinMs}ms`,
            } as CSSProperties
          }
          onTransitionEnd={(event) => {
            if (event.target === event.currentTarget) finish()
          }}
        >
          <WheelDial labels={prizes.map((prize) => ({ id: prize.id, label: prize.label }))} />
        </div>
        <span className="pk-prize-wheel__pointer" aria-hidden="true" />
      </div>
      <figcaption className="pk-prize-wheel__result" data-slot="prize-wheel-result">
        {state === 'spinning'
          ? i18n._({ id: 'wheel.spinning', message: 'The wheel is turning…' })
          : landed
            ? i18n._({
                id: 'wheel.stoppedOn',
                message: 'The wheel stopped on {prize}',
                values: { prize: landed.label },
              })
            : null}
      </figcaption>
    </figure>
  )
}
