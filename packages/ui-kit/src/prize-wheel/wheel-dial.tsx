import { labelPlacement, segmentPath, wheelRadius, wheelSize } from './wheel-geometry.ts'

const centre = wheelSize / 2

type Shade = 'a' | 'b' | 'c'

/** An odd count would put two alike side by side where the circle closes: the last gets a third. */
function shadeOf(index: number, count: number): Shade {
  if (count % 2 === 1 && index === count - 1 && count > 1) return 'c'
  return index % 2 === 0 ? 'a' : 'b'
}

/** Long operator labels are cut on the drawing; the wheel's name carries them whole. */
function shortLabel(label: string): string {
  return label.length > 14 ? `${label.slice(0, 13)}…` : label
}

/** The wheel's drawing: rim, one labelled slice per prize clockwise from the top, and the hub. */
export function WheelDial({
  labels,
}: {
  labels: readonly { id: number | string; label: string }[]
}) {
  const count = labels.length
  return (
    <svg viewBox={`0 0 ${wheelSize} ${wheelSize}`} aria-hidden="true" focusable="false">
      <circle className="pk-prize-wheel__rim" cx={centre} cy={centre} r={wheelRadius + 6} />
      {labels.map((prize, index) => (
        <g
          key={prize.id}
          className={`pk-prize-wheel__segment pk-prize-wheel__segment--${shadeOf(index, count)}`}
        >
          {count === 1 ? (
            <circle cx={centre} cy={centre} r={wheelRadius} />
          ) : (
            <path d={segmentPath(index, count)} />
          )}
          <text {...labelPlacement(index, count)} textAnchor="middle" dominantBaseline="middle">
            {shortLabel(prize.label)}
          </text>
        </g>
      ))}
      <circle className="pk-prize-wheel__hub" cx={centre} cy={centre} r={22} />
    </svg>
  )
}
