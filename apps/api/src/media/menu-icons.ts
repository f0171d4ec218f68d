import { hashString } from '../demo-data/seeded-random.ts'
import { catalogCategories } from '../games/game-catalogue.ts'
import type { CatalogCategory } from '../games/game-providers.ts'
import { categoryMotif } from './category-motifs.ts'
import { paletteFor } from './palette.ts'
import { gradientBackground, svgDocument } from './svg-document.ts'

const size = 48

/**
 * Glyphs of menu items that are not game categories (those reuse their tile motif), drawn in a
 * 100×100 box in the accent colour and white. Ids are the site's menu ids and route names.
 */
const glyphs: Readonly<Record<string, (accent: string) => string>> = {
  hot: (a) =>
    `<path d="M50 8c4 16 22 24 22 46a22 22 0 0 1-44 0c0-12 6-18 12-24 0 10 4 14 8 14-2-14 0-24 2-36z" fill="${a}"/>` +
    `<path d="M50 56c6 6 10 10 10 18a10 10 0 0 1-20 0c0-6 4-10 10-18z" fill="#ffffff"/>`,
  promotions: (a) =>
    `<rect x="14" y="40" width="72" height="48" rx="4" fill="${a}"/><rect x="10" y="28" width="80" height="16" rx="4" fill="#ffffff"/>` +
    `<rect x="45" y="28" width="10" height="60" fill="#ffffff"/>` +
    `<path d="M50 28c-6-14-24-16-22-4 1 4 10 4 22 4zM50 28c6-14 24-16 22-4-1 4-10 4-22 4z" fill="${a}"/>`,
  vip: (a) =>
    `<polygon points="12,34 32,52 50,18 68,52 88,34 80,78 20,78" fill="${a}"/>` +
    `<rect x="20" y="80" width="60" height="10" rx="3" fill="#ffffff"/>` +
    `<circle cx="50" cy="58" r="7" fill="#ffffff"/>`,
  more: () => [22, 50, 78].map((x) => `<circle cx="${x}" cy="50" r="10" fill="#ffffff"/>`).join(''),
  news: (a) =>
    `<rect x="14" y="16" width="72" height="68" rx="6" fill="#ffffff"/>` +
    `<rect x="22" y="24" width="26" height="22" fill="${a}"/>` +
    `<path d="M56 28h22M56 40h22M22 56h56M22 68h56" stroke="${a}" stroke-width="6"/>`,
  leaderboard: (a) =>
    `<path d="M30 14h40v22a20 20 0 0 1-40 0z" fill="${a}"/>` +
    `<path d="M30 20H16c0 14 6 20 16 22M70 20h14c0 14-6 20-16 22" fill="none" stroke="#ffffff" stroke-width="6"/>` +
    `<rect x="45" y="56" width="10" height="16" fill="#ffffff"/><rect x="30" y="72" width="40" height="14" rx="3" fill="${a}"/>`,
  download: (a) =>
    `<path d="M50 12v48M30 42l20 20 20-20" fill="none" stroke="#ffffff" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M16 64v16h68V64" fill="none" stroke="${a}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`,
  home: (a) =>
    `<polygon points="50,12 90,48 78,48 78,86 22,86 22,48 10,48" fill="#ffffff"/><rect x="40" y="58" width="20" height="28" fill="${a}"/>`,
  deposit: (a) =>
    `<rect x="10" y="30" width="80" height="56" rx="8" fill="${a}"/>` +
    `<path d="M50 8v34M36 30l14 14 14-14" fill="none" stroke="#ffffff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<circle cx="74" cy="62" r="7" fill="#ffffff"/>`,
  withdrawal: (a) =>
    `<rect x="10" y="30" width="80" height="56" rx="8" fill="${a}"/>` +
    `<path d="M50 46V10M36 22l14-14 14 14" fill="none" stroke="#ffffff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<circle cx="74" cy="62" r="7" fill="#ffffff"/>`,
  referral: (a) =>
    `<circle cx="34" cy="32" r="14" fill="#ffffff"/><path d="M10 82a24 24 0 0 1 48 0z" fill="#ffffff"/>` +
    `<circle cx="68" cy="36" r="12" fill="${a}"/><path d="M48 82a20 20 0 0 1 40 0z" fill="${a}"/>`,
  mission: (a) =>
    `<circle cx="50" cy="50" r="40" fill="${a}"/><circle cx="50" cy="50" r="27" fill="#ffffff"/>` +
    `<circle cx="50" cy="50" r="14" fill="${a}"/><circle cx="50" cy="50" r="5" fill="#ffffff"/>`,
  spin: (a) =>
    `<circle cx="50" cy="50" r="40" fill="#ffffff"/>` +
    [0, 90, 180, 270]
      .map(
        (turn) =>
          `<path d="M50 50L50 12A38 38 0 0 1 88 50z" fill="${a}" transform="rotate(${turn} 50 50)"/>`,
      )
      .join('') +
    `<circle cx="50" cy="50" r="8" fill="#ffffff"/>`,
  inbox: (a) =>
    `<rect x="10" y="22" width="80" height="56" rx="6" fill="#ffffff"/>` +
    `<path d="M14 26l36 28 36-28" fill="none" stroke="${a}" stroke-width="7" stroke-linejoin="round"/>`,
  account: (a) =>
    `<circle cx="50" cy="34" r="20" fill="#ffffff"/><path d="M14 88a36 30 0 0 1 72 0z" fill="${a}"/>`,
  history: (a) =>
    `<circle cx="50" cy="50" r="40" fill="#ffffff"/>` +
    `<path d="M50 22v28l18 12" fill="none" stroke="${a}" stroke-width="8" stroke-linecap="round"/>`,
  about: (a) =>
    `<circle cx="50" cy="50" r="40" fill="${a}"/><circle cx="50" cy="28" r="7" fill="#ffffff"/>` +
    `<rect x="43" y="42" width="14" height="36" rx="4" fill="#ffffff"/>`,
}

/** Menu ids that mean the same as another. */
const aliases: Readonly<Record<string, string>> = {
  profile: 'account',
  'bet-history': 'history',
  'transaction-history': 'history',
  statement: 'history',
  faqs: 'about',
  'contact-us': 'inbox',
  minigame: 'spin',
}

const categories = new Set<string>(catalogCategories)

export const menuIconIds: readonly string[] = [
  ...catalogCategories,
  ...Object.keys(glyphs),
  ...Object.keys(aliases),
]

/** A menu item's icon: a badge in the item's own colour, or undefined for an unknown id. */
export function renderMenuIcon(id: string): string | undefined {
  const key = aliases[id] ?? id
  const palette = paletteFor(hashString(`menu:${key}`))
  const scaled = (shape: string) => `<g transform="translate(8 8) scale(0.32)">${shape}</g>`
  const draw = glyphs[key]
  const glyph = categories.has(key)
    ? categoryMotif(key as CatalogCategory, palette.accent, 24, 24, 32)
    : draw && scaled(draw(palette.accent))
  if (!glyph) return undefined
  const body = gradientBackground(size, size, palette.from, palette.to, 12) + glyph
  return svgDocument(size, size, id, body)
}
