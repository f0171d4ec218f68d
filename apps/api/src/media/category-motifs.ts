import type { CatalogCategory } from '../games/game-providers.ts'

type Motif = (accent: string) => string

/**
 * Simple shapes per game category, drawn in a 100×100 box in the accent colour and white, so
 * a tile says what kind of game it is before its name is read.
 */
const motifs: Readonly<Record<CatalogCategory, readonly [Motif, ...Motif[]]>> = {
  slots: [
    // Three reels, each showing a symbol.
    (a) =>
      [8, 38, 68]
        .map(
          (x) =>
            `<rect x="${x}" y="18" width="24" height="64" rx="6" fill="${a}"/>` +
            `<circle cx="${x + 12}" cy="50" r="7" fill="#ffffff"/>`,
        )
        .join(''),
    // A slot cabinet: its window of three symbols and its lever.
    (a) =>
      `<rect x="14" y="14" width="60" height="76" rx="10" fill="${a}"/>` +
      `<rect x="22" y="30" width="44" height="26" rx="4" fill="#ffffff"/>` +
      [31, 44, 57].map((x) => `<circle cx="${x}" cy="43" r="5" fill="${a}"/>`).join('') +
      `<rect x="26" y="66" width="36" height="8" rx="4" fill="#ffffff"/>` +
      `<path d="M74 50H84V24" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round"/>` +
      `<circle cx="84" cy="20" r="8" fill="${a}"/>`,
    // Two cherries on one stem.
    (a) =>
      `<path d="M30 62Q38 30 64 12M72 64Q66 34 64 12" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round"/>` +
      `<circle cx="28" cy="70" r="20" fill="${a}"/><circle cx="72" cy="72" r="20" fill="${a}"/>` +
      `<circle cx="21" cy="63" r="5" fill="#ffffff"/><circle cx="65" cy="65" r="5" fill="#ffffff"/>`,
  ],
  livecasino: [
    // A casino chip.
    (a) =>
      `<circle cx="50" cy="50" r="44" fill="${a}"/>` +
      `<circle cx="50" cy="50" r="32" fill="none" stroke="#ffffff" stroke-width="7" stroke-dasharray="12 9"/>` +
      `<circle cx="50" cy="50" r="18" fill="#ffffff"/>`,
    // A roulette wheel: pockets around a hub.
    (a) =>
      `<circle cx="50" cy="50" r="44" fill="#ffffff"/>` +
      `<circle cx="50" cy="50" r="33" fill="none" stroke="${a}" stroke-width="14" stroke-dasharray="8.6 8.6"/>` +
      `<circle cx="50" cy="50" r="14" fill="${a}"/><circle cx="50" cy="50" r="5" fill="#ffffff"/>`,
    // Three cards fanned in a dealer's hand.
    (a) =>
      [-20, 0, 20]
        .map(
          (turn, i) =>
            `<rect x="32" y="14" width="36" height="54" rx="5" fill="${i === 1 ? a : '#ffffff'}" transform="rotate(${turn} 50 86)"/>`,
        )
        .concat(`<path d="M50 28L58 40L50 52L42 40Z" fill="#ffffff"/>`)
        .join(''),
  ],
  hashgame: [
    // A hash sign.
    (a) =>
      `<g fill="${a}" transform="skewX(-12) translate(10 0)">` +
      `<rect x="28" y="8" width="12" height="84" rx="3"/><rect x="58" y="8" width="12" height="84" rx="3"/>` +
      `<rect x="8" y="28" width="84" height="12" rx="3"/><rect x="8" y="60" width="84" height="12" rx="3"/></g>`,
    // Three linked blocks of a chain.
    (a) =>
      `<rect x="6" y="38" width="26" height="26" rx="4" fill="${a}"/>` +
      `<rect x="37" y="38" width="26" height="26" rx="4" fill="#ffffff"/>` +
      `<rect x="68" y="38" width="26" height="26" rx="4" fill="${a}"/>` +
      `<path d="M32 51H37M63 51H68" stroke="#ffffff" stroke-width="5"/>`,
    // A hexagon with the hash's lines in it.
    (a) =>
      `<polygon points="50,4 90,27 90,73 50,96 10,73 10,27" fill="${a}"/>` +
      `<path d="M40 28L34 72M64 28L58 72M26 42H74M24 58H72" stroke="#ffffff" stroke-width="7" stroke-linecap="round"/>`,
  ],
  sportsbook: [
    // A football.
    (a) =>
      `<circle cx="50" cy="50" r="44" fill="#ffffff"/>` +
      `<polygon points="50,34 65,45 59,63 41,63 35,45" fill="${a}"/>` +
      `<path d="M50 34V8M65 45l24-8M59 63l14 22M41 63L27 85M35 45l-24-8" stroke="${a}" stroke-width="5"/>`,
    // A basketball and its seams.
    (a) =>
      `<circle cx="50" cy="50" r="44" fill="${a}"/>` +
      `<path d="M6 50H94M50 6V94M20 18Q42 50 20 82M80 18Q58 50 80 82" fill="none" stroke="#ffffff" stroke-width="4"/>`,
    // A winner's cup.
    (a) =>
      `<path d="M28 18C10 18 10 44 32 48M72 18C90 18 90 44 68 48" fill="none" stroke="#ffffff" stroke-width="6"/>` +
      `<path d="M26 10H74V32C74 50 62 60 50 60C38 60 26 50 26 32Z" fill="${a}"/>` +
      `<rect x="44" y="58" width="12" height="16" fill="${a}"/><rect x="28" y="74" width="44" height="14" rx="3" fill="#ffffff"/>`,
  ],
  fish: [
    // A fish.
    (a) =>
      `<ellipse cx="44" cy="50" rx="34" ry="22" fill="${a}"/>` +
      `<polygon points="72,50 96,28 96,72" fill="${a}"/>` +
      `<circle cx="26" cy="45" r="5" fill="#ffffff"/>` +
      `<path d="M48 34q10 16 0 32" stroke="#ffffff" stroke-width="4" fill="none"/>`,
    // Two fish swimming past each other.
    (a) =>
      `<ellipse cx="38" cy="32" rx="24" ry="14" fill="${a}"/><polygon points="58,32 76,18 76,46" fill="${a}"/>` +
      `<ellipse cx="62" cy="70" rx="24" ry="14" fill="#ffffff"/><polygon points="42,70 24,56 24,84" fill="#ffffff"/>` +
      `<circle cx="24" cy="29" r="3.5" fill="#ffffff"/><circle cx="76" cy="67" r="3.5" fill="${a}"/>`,
    // A hook and rising bubbles.
    (a) =>
      `<path d="M50 8V62A16 16 0 0 1 18 62V52" fill="none" stroke="${a}" stroke-width="9" stroke-linecap="round"/>` +
      `<polygon points="18,44 10,58 26,58" fill="${a}"/>` +
      `<circle cx="76" cy="70" r="10" fill="#ffffff"/><circle cx="70" cy="42" r="7" fill="#ffffff"/><circle cx="80" cy="20" r="5" fill="#ffffff"/>`,
  ],
  table: [
    // Two playing cards.
    (a) =>
      `<rect x="16" y="16" width="44" height="62" rx="6" fill="#ffffff" transform="rotate(-12 38 47)"/>` +
      `<rect x="40" y="22" width="44" height="62" rx="6" fill="${a}" transform="rotate(10 62 53)"/>` +
      `<polygon points="62,38 72,53 62,68 52,53" fill="#ffffff" transform="rotate(10 62 53)"/>`,
    // A stack of poker chips.
    (a) =>
      [0, 1, 2, 3]
        .map(
          (i) =>
            `<ellipse cx="50" cy="${80 - i * 14}" rx="36" ry="12" fill="${i % 2 ? '#ffffff' : a}"/>`,
        )
        .join('') +
      `<ellipse cx="50" cy="38" rx="18" ry="6" fill="none" stroke="${a}" stroke-width="3" stroke-dasharray="5 4"/>`,
    // A spade.
    (a) =>
      `<path d="M50 6C62 28 90 38 90 60C90 74 76 82 62 74C58 72 55 69 53 66L59 92H41L47 66C45 69 42 72 38 74C24 82 10 74 10 60C10 38 38 28 50 6Z" fill="${a}"/>` +
      `<path d="M38 32Q30 42 26 54" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round"/>`,
  ],
  sabong: [
    // A rooster's head: comb, beak and eye.
    (a) =>
      `<circle cx="38" cy="30" r="10" fill="#ffffff"/><circle cx="52" cy="24" r="11" fill="#ffffff"/>` +
      `<circle cx="65" cy="31" r="9" fill="#ffffff"/>` +
      `<circle cx="50" cy="58" r="26" fill="${a}"/>` +
      `<polygon points="72,52 94,60 72,68" fill="#ffffff"/><circle cx="58" cy="52" r="4.5" fill="#ffffff"/>`,
    // A rooster standing: body, tail feathers, comb and legs.
    (a) =>
      `<path d="M66 40Q96 20 90 60Q84 40 70 52Z" fill="#ffffff"/>` +
      `<ellipse cx="48" cy="56" rx="28" ry="20" fill="${a}"/>` +
      `<circle cx="28" cy="32" r="12" fill="${a}"/>` +
      `<path d="M22 20Q26 10 30 18Q34 10 36 22Z" fill="#ffffff"/><polygon points="16,32 6,36 16,40" fill="#ffffff"/>` +
      `<path d="M40 74V92M56 74V92" stroke="#ffffff" stroke-width="5" stroke-linecap="round"/>`,
    // A single long feather.
    (a) =>
      `<path d="M20 90Q24 40 80 8Q70 60 20 90Z" fill="${a}"/>` +
      `<path d="M20 90Q44 50 78 12" fill="none" stroke="#ffffff" stroke-width="4"/>` +
      `<path d="M40 62L30 54M52 48L44 38M64 34L58 24" stroke="#ffffff" stroke-width="3"/>`,
  ],
  lottery: [
    // Three drawn balls.
    (a) =>
      `<circle cx="24" cy="62" r="20" fill="${a}"/><circle cx="50" cy="36" r="20" fill="#ffffff"/>` +
      `<circle cx="76" cy="62" r="20" fill="${a}"/>` +
      `<circle cx="24" cy="62" r="9" fill="#ffffff"/><circle cx="50" cy="36" r="9" fill="${a}"/>` +
      `<circle cx="76" cy="62" r="9" fill="#ffffff"/>`,
    // A ticket with its punched numbers.
    (a) =>
      `<path d="M8 26H92V42A8 8 0 0 0 92 58V74H8V58A8 8 0 0 0 8 42Z" fill="${a}"/>` +
      [26, 42, 58, 74]
        .map(
          (x, i) =>
            `<circle cx="${x}" cy="50" r="7" fill="${i % 2 ? a : '#ffffff'}" stroke="#ffffff" stroke-width="3"/>`,
        )
        .join(''),
    // A drawing drum full of balls.
    (a) =>
      `<circle cx="50" cy="46" r="38" fill="none" stroke="#ffffff" stroke-width="6"/>` +
      [
        [38, 56],
        [58, 60],
        [48, 40],
        [66, 42],
        [32, 38],
      ]
        .map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="9" fill="${i % 2 ? '#ffffff' : a}"/>`)
        .join('') +
      `<rect x="34" y="84" width="32" height="10" rx="3" fill="${a}"/>`,
  ],
  horseracing: [
    // A horseshoe.
    (a) =>
      `<path d="M26 88V50a24 24 0 0 1 48 0v38" fill="none" stroke="${a}" stroke-width="16" stroke-linecap="round"/>` +
      [
        [26, 74],
        [26, 56],
        [74, 74],
        [74, 56],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3.5" fill="#ffffff"/>`)
        .join(''),
    // A chequered finishing flag.
    (a) =>
      `<path d="M18 8V94" stroke="#ffffff" stroke-width="6" stroke-linecap="round"/>` +
      `<rect x="21" y="10" width="66" height="48" fill="${a}"/>` +
      [0, 1, 2, 3, 4, 5]
        .flatMap((col) =>
          [0, 1, 2, 3].map((row) =>
            (row + col) % 2
              ? ''
              : `<rect x="${21 + col * 11}" y="${10 + row * 12}" width="11" height="12" fill="#ffffff"/>`,
          ),
        )
        .join(''),
    // A winner's rosette and its ribbons.
    (a) =>
      `<path d="M38 56L26 94L40 86L48 96L54 60ZM62 56L74 94L60 86L52 96L46 60Z" fill="#ffffff"/>` +
      Array.from(
        { length: 12 },
        (_, i) =>
          `<circle cx="50" cy="16" r="10" fill="${a}" transform="rotate(${i * 30} 50 40)"/>`,
      ).join('') +
      `<circle cx="50" cy="40" r="18" fill="#ffffff"/><circle cx="50" cy="40" r="10" fill="${a}"/>`,
  ],
  bingo: [
    // A bingo card of daubed and open numbers.
    (a) =>
      [20, 50, 80]
        .flatMap((y, row) =>
          [20, 50, 80].map(
            (x, col) =>
              `<circle cx="${x}" cy="${y}" r="12" fill="${(row + col) % 2 ? '#ffffff' : a}"/>`,
          ),
        )
        .join(''),
    // A dauber beside a card it has marked.
    (a) =>
      `<rect x="8" y="30" width="54" height="62" rx="6" fill="#ffffff"/>` +
      [0, 1, 2]
        .flatMap((row) =>
          [0, 1, 2].map(
            (col) =>
              `<circle cx="${20 + col * 15}" cy="${46 + row * 16}" r="5.5" fill="${(row * 3 + col) % 3 ? '#ffffff' : a}" stroke="${a}" stroke-width="2"/>`,
          ),
        )
        .join('') +
      `<rect x="68" y="8" width="22" height="58" rx="8" fill="${a}"/><rect x="72" y="66" width="14" height="12" rx="3" fill="${a}"/>`,
    // A called ball with its ring.
    (a) =>
      `<circle cx="50" cy="50" r="44" fill="${a}"/>` +
      `<circle cx="50" cy="50" r="26" fill="#ffffff"/>` +
      `<circle cx="50" cy="50" r="14" fill="none" stroke="${a}" stroke-width="6"/>` +
      `<circle cx="30" cy="24" r="6" fill="#ffffff"/>`,
  ],
  arcade: [
    // A joystick.
    (a) =>
      `<rect x="14" y="66" width="72" height="22" rx="8" fill="${a}"/>` +
      `<rect x="46" y="30" width="8" height="40" fill="#ffffff"/>` +
      `<circle cx="50" cy="26" r="15" fill="${a}"/><circle cx="76" cy="60" r="6" fill="#ffffff"/>`,
    // A gamepad.
    (a) =>
      `<path d="M22 30H78C92 30 98 50 94 70C92 82 80 84 72 74L64 64H36L28 74C20 84 8 82 6 70C2 50 8 30 22 30Z" fill="${a}"/>` +
      `<path d="M28 40V58M19 49H37" stroke="#ffffff" stroke-width="6" stroke-linecap="round"/>` +
      `<circle cx="68" cy="44" r="5" fill="#ffffff"/><circle cx="78" cy="54" r="5" fill="#ffffff"/>`,
    // A pixel invader.
    (a) =>
      [
        '3,1',
        '7,1',
        '4,2',
        '6,2',
        '3,3',
        '4,3',
        '5,3',
        '6,3',
        '7,3',
        '2,4',
        '3,4',
        '5,4',
        '7,4',
        '8,4',
        '1,5',
        '2,5',
        '3,5',
        '4,5',
        '5,5',
        '6,5',
        '7,5',
        '8,5',
        '9,5',
        '1,6',
        '3,6',
        '4,6',
        '5,6',
        '6,6',
        '7,6',
        '9,6',
        '1,7',
        '3,7',
        '7,7',
        '9,7',
        '4,8',
        '6,8',
      ]
        .map((cell) => {
          const [col = 0, row = 0] = cell.split(',').map(Number)
          return `<rect x="${col * 9}" y="${row * 10}" width="9.5" height="10.5" fill="${a}"/>`
        })
        .join('') +
      `<rect x="36" y="40" width="9" height="10" fill="#ffffff"/><rect x="54" y="40" width="9" height="10" fill="#ffffff"/>`,
  ],
  crash: [
    // A multiplier line climbing until it crashes.
    (a) =>
      `<polyline points="8,88 30,70 46,76 66,46 82,26" fill="none" stroke="${a}" stroke-width="9" stroke-linejoin="round" stroke-linecap="round"/>` +
      `<polygon points="92,10 90,36 70,20" fill="#ffffff"/>`,
    // A rocket climbing.
    (a) =>
      `<g transform="rotate(40 50 50)"><path d="M50 4C66 20 68 48 62 72H38C32 48 34 20 50 4Z" fill="${a}"/>` +
      `<circle cx="50" cy="36" r="8" fill="#ffffff"/>` +
      `<path d="M38 56L24 78H38ZM62 56L76 78H62Z" fill="${a}"/>` +
      `<path d="M42 74Q50 100 58 74Z" fill="#ffffff"/></g>`,
    // Bars rising to a multiplier's peak.
    (a) =>
      [
        [10, 70],
        [30, 56],
        [50, 40],
        [70, 22],
      ]
        .map(
          ([x = 0, y = 0]) =>
            `<rect x="${x}" y="${y}" width="14" height="${90 - y}" rx="3" fill="${a}"/>`,
        )
        .join('') +
      `<path d="M12 56L40 34L56 42L86 10" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<polygon points="92,4 90,24 74,12" fill="#ffffff"/>`,
  ],
}

/**
 * One of the category's motifs, `size` pixels wide, centred on (cx, cy). The first is the
 * category's emblem (the menu's icon); a game tile picks any of them by its code's hash, so a
 * lobby shows several pictures per category.
 */
export function categoryMotif(
  category: CatalogCategory,
  accent: string,
  cx: number,
  cy: number,
  size: number,
  variant = 0,
): string {
  const choices = motifs[category]
  const draw = choices[variant % choices.length] ?? choices[0]
  const scale = size / 100
  const x = cx - size / 2
  const y = cy - size / 2
  return `<g transform="translate(${x} ${y}) scale(${scale})">${draw(accent)}</g>`
}

/** How many motifs a category has to choose from. */
export function motifCount(category: CatalogCategory): number {
  return motifs[category].length
}
