/**
 * The emblems of the demo brands: one distinct shape per brand, so twenty-two sites never read
 * as one logo with a different number. Each is drawn in a 100×100 box from three colours and has
 * no letters in it, so it needs no translating and no font.
 */
export interface MarkColors {
  /** The shape itself: light and saturated, readable on the brand's dark background. */
  readonly accent: string
  /** Details cut into the shape: the background's darkest colour. */
  readonly ink: string
  /** Highlights and small parts drawn on the background beside the shape. */
  readonly light: string
}

type MarkDrawing = (c: MarkColors) => string

/** A heart pointing down at the box's centre: a clover's leaf, turned four ways. */
const leaf = 'M50 50C44 44 30 38 30 26C30 16 42 12 50 22C58 12 70 16 70 26C70 38 56 44 50 50Z'

function star(cx: number, cy: number, outer: number, inner: number): string {
  return Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 ? inner : outer
    const angle = (Math.PI / 5) * i - Math.PI / 2
    return `${round(cx + radius * Math.cos(angle))},${round(cy + radius * Math.sin(angle))}`
  }).join(' ')
}

function round(value: number): number {
  return Math.round(value * 10) / 10
}

/** A four-pointed sparkle: the small light that lifts a mark without competing with it. */
function sparkle(cx: number, cy: number, r: number, fill: string): string {
  const q = r * 0.28
  return `<path d="M${cx} ${cy - r}L${cx + q} ${cy - q}L${cx + r} ${cy}L${cx + q} ${cy + q}L${cx} ${cy + r}L${cx - q} ${cy + q}L${cx - r} ${cy}L${cx - q} ${cy - q}Z" fill="${fill}"/>`
}

const drawings = {
  // A paper lantern: caps, a ribbed body and a tassel.
  lantern: (c) =>
    `<rect x="44" y="2" width="12" height="8" rx="2" fill="${c.light}"/>` +
    `<rect x="32" y="9" width="36" height="10" rx="3" fill="${c.accent}"/>` +
    `<ellipse cx="50" cy="48" rx="38" ry="31" fill="${c.accent}"/>` +
    `<path d="M50 18V78M35 21Q20 48 35 75M65 21Q80 48 65 75" fill="none" stroke="${c.ink}" stroke-width="3.5"/>` +
    `<rect x="32" y="77" width="36" height="10" rx="3" fill="${c.accent}"/>` +
    `<path d="M50 87V98M44 98H56" stroke="${c.light}" stroke-width="4" stroke-linecap="round"/>`,
  // Two cherries on one stem, with a leaf.
  cherry: (c) =>
    `<path d="M30 64Q36 34 62 10M72 66Q68 36 62 10" fill="none" stroke="${c.light}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M62 10Q82 6 90 20Q74 26 62 10Z" fill="${c.light}"/>` +
    `<circle cx="28" cy="72" r="20" fill="${c.accent}"/><circle cx="72" cy="74" r="20" fill="${c.accent}"/>` +
    `<circle cx="21" cy="65" r="5" fill="${c.light}"/><circle cx="65" cy="67" r="5" fill="${c.light}"/>`,
  // A crescent moon and two stars.
  moon: (c) =>
    `<path d="M60 6A44 44 0 1 0 94 74A36 36 0 1 1 60 6Z" fill="${c.accent}"/>` +
    sparkle(74, 26, 12, c.light) +
    sparkle(86, 50, 7, c.light),
  // A koi turning: body, tail, fins, eye and a light patch.
  koi: (c) =>
    `<path d="M8 58C18 30 54 22 74 40C64 58 34 72 8 58Z" fill="${c.accent}"/>` +
    `<path d="M70 40L96 20L88 44L98 68Z" fill="${c.accent}"/>` +
    `<path d="M38 62Q42 82 60 86Q54 70 50 60Z" fill="${c.accent}"/>` +
    `<path d="M34 34Q42 18 56 26Q46 30 42 38Z" fill="${c.accent}"/>` +
    `<path d="M40 44Q50 34 60 42Q52 52 40 44Z" fill="${c.light}"/>` +
    `<circle cx="22" cy="50" r="4" fill="${c.ink}"/>`,
  // A lightning bolt.
  bolt: (c) =>
    `<path d="M60 2L16 56H44L34 98L86 38H56Z" fill="${c.accent}"/>` +
    `<path d="M60 2L44 40H56" fill="none" stroke="${c.light}" stroke-width="3" stroke-linejoin="round"/>`,
  // The club of a card deck.
  club: (c) =>
    `<circle cx="50" cy="28" r="20" fill="${c.accent}"/><circle cx="28" cy="58" r="20" fill="${c.accent}"/>` +
    `<circle cx="72" cy="58" r="20" fill="${c.accent}"/><circle cx="50" cy="52" r="12" fill="${c.accent}"/>` +
    `<path d="M50 50L62 94H38Z" fill="${c.accent}"/>`,
  // A crown of five points, each tipped with a pearl.
  crown: (c) =>
    `<path d="M10 74L16 28L34 50L50 16L66 50L84 28L90 74Z" fill="${c.accent}"/>` +
    `<rect x="10" y="76" width="80" height="14" rx="3" fill="${c.accent}"/>` +
    [
      [16, 26],
      [50, 14],
      [84, 26],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="7" fill="${c.light}"/>`)
      .join('') +
    `<circle cx="50" cy="83" r="4" fill="${c.ink}"/><circle cx="30" cy="83" r="4" fill="${c.ink}"/>` +
    `<circle cx="70" cy="83" r="4" fill="${c.ink}"/>`,
  // A brilliant-cut gem with its facets.
  gem: (c) =>
    `<path d="M22 14H78L98 38L50 94L2 38Z" fill="${c.accent}"/>` +
    `<path d="M2 38H98M22 14L36 38L50 14L64 38L78 14M36 38L50 94L64 38" fill="none" stroke="${c.ink}" stroke-width="3" stroke-linejoin="round"/>`,
  // A four-leaf clover and its stem.
  clover: (c) =>
    [0, 90, 180, 270]
      .map((turn) => `<path d="${leaf}" fill="${c.accent}" transform="rotate(${turn} 50 50)"/>`)
      .join('') +
    `<path d="M56 60Q66 82 84 94" fill="none" stroke="${c.accent}" stroke-width="6" stroke-linecap="round"/>` +
    `<circle cx="50" cy="50" r="5" fill="${c.ink}"/>`,
  // A football: a light ball with its dark panels.
  football: (c) =>
    `<circle cx="50" cy="50" r="46" fill="${c.accent}"/>` +
    `<polygon points="50,32 67,44 61,64 39,64 33,44" fill="${c.ink}"/>` +
    `<path d="M50 32V4M67 44L93 36M61 64L77 88M39 64L23 88M33 44L7 36" stroke="${c.ink}" stroke-width="4"/>` +
    `<circle cx="50" cy="50" r="44" fill="none" stroke="${c.ink}" stroke-width="4"/>`,
  // A heater shield with a chevron.
  shield: (c) =>
    `<path d="M50 4L90 18V46C90 72 72 88 50 98C28 88 10 72 10 46V18Z" fill="${c.accent}"/>` +
    `<path d="M24 58L50 38L76 58" fill="none" stroke="${c.ink}" stroke-width="10" stroke-linejoin="round"/>` +
    `<path d="M50 14L80 25V32L50 21L20 32V25Z" fill="${c.light}"/>`,
  // A sun with twelve rays.
  sun: (c) =>
    Array.from({ length: 12 }, (_, i) => {
      const turn = i * 30
      return `<path d="M46 20L50 2L54 20Z" fill="${c.accent}" transform="rotate(${turn} 50 50)"/>`
    }).join('') +
    `<circle cx="50" cy="50" r="27" fill="${c.accent}"/>` +
    `<circle cx="50" cy="50" r="18" fill="${c.light}"/>`,
  // The spade of a card deck.
  spade: (c) =>
    `<path d="M50 4C62 26 92 38 92 60C92 76 76 84 62 76C58 74 55 71 53 67L60 94H40L47 67C45 71 42 74 38 76C24 84 8 76 8 60C8 38 38 26 50 4Z" fill="${c.accent}"/>` +
    `<path d="M40 30Q32 40 28 52" fill="none" stroke="${c.light}" stroke-width="5" stroke-linecap="round"/>`,
  // A two-handled trophy on its plinth.
  trophy: (c) =>
    `<path d="M26 18C8 18 8 46 32 50M74 18C92 18 92 46 68 50" fill="none" stroke="${c.accent}" stroke-width="7"/>` +
    `<path d="M24 8H76V32C76 52 64 62 50 62C36 62 24 52 24 32Z" fill="${c.accent}"/>` +
    `<rect x="44" y="60" width="12" height="16" fill="${c.accent}"/>` +
    `<rect x="28" y="76" width="44" height="16" rx="3" fill="${c.accent}"/>` +
    sparkle(50, 30, 12, c.ink),
  // A heart with a shine.
  heart: (c) =>
    `<path d="M50 92C50 92 6 64 6 34C6 18 18 8 32 8C40 8 47 13 50 21C53 13 60 8 68 8C82 8 94 18 94 34C94 64 50 92 50 92Z" fill="${c.accent}"/>` +
    `<path d="M20 32Q22 20 34 18" fill="none" stroke="${c.light}" stroke-width="6" stroke-linecap="round"/>`,
  // A roulette wheel seen from above: pockets, spokes and hub.
  wheel: (c) =>
    `<circle cx="50" cy="50" r="46" fill="${c.accent}"/>` +
    `<circle cx="50" cy="50" r="34" fill="none" stroke="${c.ink}" stroke-width="14" stroke-dasharray="8.9 8.9"/>` +
    `<circle cx="50" cy="50" r="25" fill="${c.accent}"/>` +
    `<path d="M50 30V70M30 50H70M36 36L64 64M64 36L36 64" stroke="${c.ink}" stroke-width="3"/>` +
    `<circle cx="50" cy="50" r="8" fill="${c.light}"/><circle cx="80" cy="26" r="5" fill="${c.light}"/>`,
  // A horseshoe, open upwards to hold its luck, with its nail holes.
  horseshoe: (c) =>
    `<path d="M22 14V50A28 28 0 0 0 78 50V14" fill="none" stroke="${c.accent}" stroke-width="18" stroke-linecap="round"/>` +
    [
      [22, 22],
      [22, 40],
      [30, 62],
      [78, 22],
      [78, 40],
      [70, 62],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3.5" fill="${c.ink}"/>`)
      .join('') +
    sparkle(50, 22, 10, c.light),
  // A five-pointed star with two sparkles.
  star: (c) =>
    `<polygon points="${star(46, 54, 44, 19)}" fill="${c.accent}"/>` +
    sparkle(86, 14, 10, c.light) +
    sparkle(90, 40, 6, c.light),
  // A tilted die showing five.
  die: (c) =>
    `<g transform="rotate(-12 50 50)"><rect x="12" y="12" width="76" height="76" rx="16" fill="${c.accent}"/>` +
    [
      [30, 30],
      [70, 30],
      [50, 50],
      [30, 70],
      [70, 70],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="7.5" fill="${c.ink}"/>`)
      .join('') +
    '</g>',
  // A basketball with its seams.
  basketball: (c) =>
    `<circle cx="50" cy="50" r="46" fill="${c.accent}"/>` +
    `<path d="M4 50H96M50 4V96M20 16Q42 50 20 84M80 16Q58 50 80 84" fill="none" stroke="${c.ink}" stroke-width="4"/>`,
  // A bell with its clapper and a bow.
  bell: (c) =>
    `<path d="M50 14C70 14 78 32 78 50C78 66 84 72 92 80H8C16 72 22 66 22 50C22 32 30 14 50 14Z" fill="${c.accent}"/>` +
    `<circle cx="50" cy="88" r="9" fill="${c.accent}"/>` +
    `<path d="M50 14L36 4V20ZM50 14L64 4V20Z" fill="${c.light}"/>` +
    `<path d="M32 66H68" stroke="${c.ink}" stroke-width="4" stroke-linecap="round"/>`,
  // A casino chip: notched rim, inner ring and a diamond at its heart.
  chip: (c) =>
    `<circle cx="50" cy="50" r="46" fill="${c.accent}"/>` +
    `<circle cx="50" cy="50" r="40" fill="none" stroke="${c.light}" stroke-width="10" stroke-dasharray="10.5 10.5"/>` +
    `<circle cx="50" cy="50" r="27" fill="${c.ink}"/>` +
    `<polygon points="50,32 64,50 50,68 36,50" fill="${c.accent}"/>`,
} as const satisfies Record<string, MarkDrawing>

export type MarkKind = keyof typeof drawings

export const markKinds = Object.keys(drawings) as MarkKind[]

/** The brand's mark, `size` pixels wide, centred on (cx, cy). */
export function brandMark(
  kind: MarkKind,
  colors: MarkColors,
  cx: number,
  cy: number,
  size: number,
): string {
  const scale = size / 100
  return `<g transform="translate(${cx - size / 2} ${cy - size / 2}) scale(${scale})">${drawings[kind](colors)}</g>`
}
