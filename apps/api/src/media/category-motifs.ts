import type { CatalogCategory } from '../games/game-providers.ts'

/**
 * One simple shape per game category, drawn in a 100×100 box in the accent colour and white, so
 * a tile says what kind of game it is before its name is read.
 */
const motifs: Readonly<Record<CatalogCategory, (accent: string) => string>> = {
  // Three reels, each showing a symbol.
  slots: (a) =>
    [8, 38, 68]
      .map(
        (x) =>
          `<rect x="${x}" y="18" width="24" height="64" rx="6" fill="${a}"/>` +
          `<circle cx="${x + 12}" cy="50" r="7" fill="#ffffff"/>`,
      )
      .join(''),
  // A casino chip.
  livecasino: (a) =>
    `<circle cx="50" cy="50" r="44" fill="${a}"/>` +
    `<circle cx="50" cy="50" r="32" fill="none" stroke="#ffffff" stroke-width="7" stroke-dasharray="12 9"/>` +
    `<circle cx="50" cy="50" r="18" fill="#ffffff"/>`,
  // A hash sign.
  hashgame: (a) =>
    `<g fill="${a}" transform="skewX(-12) translate(10 0)">` +
    `<rect x="28" y="8" width="12" height="84" rx="3"/><rect x="58" y="8" width="12" height="84" rx="3"/>` +
    `<rect x="8" y="28" width="84" height="12" rx="3"/><rect x="8" y="60" width="84" height="12" rx="3"/></g>`,
  // A football.
  sportsbook: (a) =>
    `<circle cx="50" cy="50" r="44" fill="#ffffff"/>` +
    `<polygon points="50,34 65,45 59,63 41,63 35,45" fill="${a}"/>` +
    `<path d="M50 34V8M65 45l24-8M59 63l14 22M41 63L27 85M35 45l-24-8" stroke="${a}" stroke-width="5"/>`,
  // A fish.
  fish: (a) =>
    `<ellipse cx="44" cy="50" rx="34" ry="22" fill="${a}"/>` +
    `<polygon points="72,50 96,28 96,72" fill="${a}"/>` +
    `<circle cx="26" cy="45" r="5" fill="#ffffff"/>` +
    `<path d="M48 34q10 16 0 32" stroke="#ffffff" stroke-width="4" fill="none"/>`,
  // Two playing cards.
  table: (a) =>
    `<rect x="16" y="16" width="44" height="62" rx="6" fill="#ffffff" transform="rotate(-12 38 47)"/>` +
    `<rect x="40" y="22" width="44" height="62" rx="6" fill="${a}" transform="rotate(10 62 53)"/>` +
    `<polygon points="62,38 72,53 62,68 52,53" fill="#ffffff" transform="rotate(10 62 53)"/>`,
  // A rooster's head: comb, beak and eye.
  sabong: (a) =>
    `<circle cx="38" cy="30" r="10" fill="#ffffff"/><circle cx="52" cy="24" r="11" fill="#ffffff"/>` +
    `<circle cx="65" cy="31" r="9" fill="#ffffff"/>` +
    `<circle cx="50" cy="58" r="26" fill="${a}"/>` +
    `<polygon points="72,52 94,60 72,68" fill="#ffffff"/><circle cx="58" cy="52" r="4.5" fill="#ffffff"/>`,
  // Three drawn balls.
  lottery: (a) =>
    `<circle cx="24" cy="62" r="20" fill="${a}"/><circle cx="50" cy="36" r="20" fill="#ffffff"/>` +
    `<circle cx="76" cy="62" r="20" fill="${a}"/>` +
    `<circle cx="24" cy="62" r="9" fill="#ffffff"/><circle cx="50" cy="36" r="9" fill="${a}"/>` +
    `<circle cx="76" cy="62" r="9" fill="#ffffff"/>`,
  // A horseshoe.
  horseracing: (a) =>
    `<path d="M26 88V50a24 24 0 0 1 48 0v38" fill="none" stroke="${a}" stroke-width="16" stroke-linecap="round"/>` +
    [
      [26, 74],
      [26, 56],
      [74, 74],
      [74, 56],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3.5" fill="#ffffff"/>`)
      .join(''),
  // A bingo card of daubed and open numbers.
  bingo: (a) =>
    [20, 50, 80]
      .flatMap((y, row) =>
        [20, 50, 80].map(
          (x, col) =>
            `<circle cx="${x}" cy="${y}" r="12" fill="${(row + col) % 2 ? '#ffffff' : a}"/>`,
        ),
      )
      .join(''),
  // A joystick.
  arcade: (a) =>
    `<rect x="14" y="66" width="72" height="22" rx="8" fill="${a}"/>` +
    `<rect x="46" y="30" width="8" height="40" fill="#ffffff"/>` +
    `<circle cx="50" cy="26" r="15" fill="${a}"/><circle cx="76" cy="60" r="6" fill="#ffffff"/>`,
  // A multiplier line climbing until it crashes.
  crash: (a) =>
    `<polyline points="8,88 30,70 46,76 66,46 82,26" fill="none" stroke="${a}" stroke-width="9" stroke-linejoin="round" stroke-linecap="round"/>` +
    `<polygon points="92,10 90,36 70,20" fill="#ffffff"/>`,
}

/** The category's motif, `size` pixels wide, centred on (cx, cy). */
export function categoryMotif(
  category: CatalogCategory,
  accent: string,
  cx: number,
  cy: number,
  size: number,
): string {
  const scale = size / 100
  const x = cx - size / 2
  const y = cy - size / 2
  return `<g transform="translate(${x} ${y}) scale(${scale})">${motifs[category](accent)}</g>`
}
