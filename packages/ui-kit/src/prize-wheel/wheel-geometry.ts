/** The wheel is drawn in a 300 × 300 box; angles run clockwise from 12 o'clock, in degrees. */
export const wheelSize = 300
const centre = wheelSize / 2
export const wheelRadius = 140

function pointAt(angle: number, radius: number): { x: number; y: number } {
  const radians = (angle * Math.PI) / 180
  return { x: centre + radius * Math.sin(radians), y: centre - radius * Math.cos(radians) }
}

/** The SVG path of segment `index` of `count`: a slice from the centre to the rim. */
export function segmentPath(index: number, count: number): string {
  const sweep = 360 / count
  const from = pointAt(index * sweep, wheelRadius)
  const to = pointAt((index + 1) * sweep, wheelRadius)
  const large = sweep > 180 ? 1 : 0
  const f = (n: number) => n.toFixed(3)
  return `M ${centre} ${centre} L ${f(from.x)} ${f(from.y)} A ${wheelRadius} ${wheelRadius} 0 ${large} 1 ${f(to.x)} ${f(to.y)} Z`
}

/**
 * Where a segment's label sits: along the segment's middle radius. Labels on the right half read
 * outwards from the hub, those on the left half inwards, so none is upside down at rest.
 */
export function labelPlacement(
  index: number,
  count: number,
): { x: number; y: number; transform: string } {
  const middle = (index + 0.5) * (360 / count)
  const distance = wheelRadius * 0.58
  if (middle > 180) {
    return {
      x: centre - distance,
      y: centre,
      transform: `rotate(${(middle + 90).toFixed(3)} ${centre} ${centre})`,
    }
  }
  return {
    x: centre + distance,
    y: centre,
    transform: `rotate(${(middle - 90).toFixed(3)} ${centre} ${centre})`,
  }
}

/** The turn that puts segment `index`'s middle under the pointer at the top. */
export function restingRotation(index: number, count: number): number {
  const middle = (index + 0.5) * (360 / count)
  return (360 - middle) % 360
}

/**
 * The rotation to animate to from `current`: always forwards (clockwise), `turns` whole turns
 * past the current position, then on to the segment, so a second spin never winds backwards.
 */
export function nextRotation(current: number, index: number, count: number, turns: number): number {
  const base = Math.ceil(current / 360) * 360
  return base + turns * 360 + restingRotation(index, count)
}
