/**
 * Small geometric emblems for game providers' wordmarks, so the partners widget shows shapes as
 * well as names. Abstract on purpose: a real provider's logo is its own, and the operator
 * uploads it.
 */
const emblems: readonly ((accent: string) => string)[] = [
  // A ring around a dot.
  (a) =>
    `<circle cx="50" cy="50" r="38" fill="none" stroke="${a}" stroke-width="14"/><circle cx="50" cy="50" r="12" fill="${a}"/>`,
  // A triangle pointing up.
  (a) => `<polygon points="50,8 94,88 6,88" fill="${a}"/>`,
  // A hexagon.
  (a) => `<polygon points="50,4 90,27 90,73 50,96 10,73 10,27" fill="${a}"/>`,
  // A diamond within a diamond.
  (a) =>
    `<polygon points="50,2 98,50 50,98 2,50" fill="${a}"/><polygon points="50,28 72,50 50,72 28,50" fill="#000000" fill-opacity="0.35"/>`,
  // Three rising bars.
  (a) =>
    `<rect x="8" y="56" width="22" height="38" rx="4" fill="${a}"/><rect x="39" y="32" width="22" height="62" rx="4" fill="${a}"/>` +
    `<rect x="70" y="6" width="22" height="88" rx="4" fill="${a}"/>`,
  // A four-pointed star.
  (a) => `<path d="M50 2L62 38L98 50L62 62L50 98L38 62L2 50L38 38Z" fill="${a}"/>`,
  // Two overlapping circles.
  (a) =>
    `<circle cx="34" cy="50" r="30" fill="${a}"/><circle cx="66" cy="50" r="30" fill="none" stroke="${a}" stroke-width="10"/>`,
  // A square turned into a frame with a notch.
  (a) => `<path d="M10 10H90V90H50V66H66V34H34V90H10Z" fill="${a}"/>`,
]

/** One emblem, chosen by `choice`, `size` pixels wide, centred on (cx, cy). */
export function partnerEmblem(
  choice: number,
  accent: string,
  cx: number,
  cy: number,
  size: number,
): string {
  const draw = emblems[choice % emblems.length] ?? emblems[0]
  const shape = draw ? draw(accent) : ''
  return `<g transform="translate(${cx - size / 2} ${cy - size / 2}) scale(${size / 100})">${shape}</g>`
}
