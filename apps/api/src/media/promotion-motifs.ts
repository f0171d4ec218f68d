import type { MarkColors } from './brand-marks.ts'

/**
 * What a promotion is about, drawn rather than written: the banner strip prints the promotion's
 * title over its image in the page's own fonts and language, so the art carries no words.
 */
export const promotionKinds = ['welcome', 'daily', 'live-casino', 'sports'] as const
export type PromotionKind = (typeof promotionKinds)[number]

const motifs: Readonly<Record<PromotionKind, (c: MarkColors) => string>> = {
  // A wrapped gift with a bow: the welcome bonus.
  welcome: (c) =>
    `<rect x="14" y="44" width="72" height="50" rx="6" fill="${c.accent}"/>` +
    `<rect x="14" y="46" width="72" height="6" fill="${c.ink}" fill-opacity="0.5"/>` +
    `<rect x="8" y="30" width="84" height="18" rx="5" fill="${c.accent}"/>` +
    `<rect x="44" y="30" width="12" height="64" fill="${c.light}"/>` +
    `<path d="M50 30C38 4 12 12 26 28ZM50 30C62 4 88 12 74 28Z" fill="${c.light}"/>` +
    `<circle cx="50" cy="30" r="6" fill="${c.light}"/>`,
  // A stack of coins and one more standing beside it: the daily credit.
  daily: (c) =>
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<ellipse cx="36" cy="${84 - i * 12}" rx="28" ry="9" fill="${c.accent}" stroke="${c.ink}" stroke-width="2.5"/>`,
      )
      .join('') +
    `<circle cx="72" cy="44" r="24" fill="${c.accent}"/>` +
    `<circle cx="72" cy="44" r="17" fill="none" stroke="${c.ink}" stroke-width="3"/>` +
    `<path d="M72 33L75 41H83L76.5 46L79 54L72 49L65 54L67.5 46L61 41H69Z" fill="${c.ink}"/>` +
    `<path d="M18 10L20.5 17.5L28 20L20.5 22.5L18 30L15.5 22.5L8 20L15.5 17.5Z" fill="${c.light}"/>`,
  // Two dealt cards and a chip: the live casino table.
  'live-casino': (c) =>
    `<g transform="rotate(-14 38 44)"><rect x="16" y="12" width="44" height="62" rx="6" fill="${c.light}"/>` +
    `<path d="M38 56C38 56 26 48 26 40C26 35 30 32 34 32C36 32 37.5 33.5 38 35C38.5 33.5 40 32 42 32C46 32 50 35 50 40C50 48 38 56 38 56Z" fill="${c.ink}"/></g>` +
    `<g transform="rotate(10 62 40)"><rect x="40" y="8" width="44" height="62" rx="6" fill="${c.light}"/>` +
    `<path d="M62 24L72 39L62 54L52 39Z" fill="${c.ink}"/></g>` +
    `<circle cx="70" cy="76" r="22" fill="${c.accent}"/>` +
    `<circle cx="70" cy="76" r="17" fill="none" stroke="${c.light}" stroke-width="6" stroke-dasharray="6.7 6.7"/>` +
    `<circle cx="70" cy="76" r="9" fill="${c.ink}"/>`,
  // A ball flying in with speed lines: the sports special.
  sports: (c) =>
    `<path d="M4 38H30M12 54H28M4 70H30" stroke="${c.light}" stroke-width="5" stroke-linecap="round"/>` +
    `<circle cx="64" cy="54" r="33" fill="${c.accent}"/>` +
    `<polygon points="64,43 74.5,50.5 70.5,63 57.5,63 53.5,50.5" fill="${c.ink}"/>` +
    `<path d="M64 43V22M74.5 50.5L95 44M70.5 63L83 80M57.5 63L45 80M53.5 50.5L33 44" stroke="${c.ink}" stroke-width="3.5"/>`,
}

/** The kind's motif, `size` pixels wide, centred on (cx, cy). */
export function promotionMotif(
  kind: PromotionKind,
  colors: MarkColors,
  cx: number,
  cy: number,
  size: number,
): string {
  return `<g transform="translate(${cx - size / 2} ${cy - size / 2}) scale(${size / 100})">${motifs[kind](colors)}</g>`
}
