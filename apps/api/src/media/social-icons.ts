import { hashString } from '../demo-data/seeded-random.ts'
import { paletteFor } from './palette.ts'
import { gradientBackground, svgDocument } from './svg-document.ts'

const size = 64

/**
 * Plain glyphs for the networks sites list (their social accounts), drawn in a 64×64 box.
 * Generic shapes rather than the networks' trademarked logos; the account's name says which it is.
 */
const glyphs: Readonly<Record<string, (background: string) => string>> = {
  facebook: () =>
    `<path d="M35 52V34h6l1-7h-7v-4c0-2 1-3 3-3h4v-7h-6c-6 0-9 4-9 9v5h-6v7h6v18z" fill="#ffffff"/>`,
  telegram: () =>
    `<path d="M12 31l36-14c2-1 4 0 3 3l-6 28c-1 2-2 3-4 1l-9-7-5 5c-1 1-2 0-2-1v-7l16-14-20 12-8-3c-2-1-2-2-1-3z" fill="#ffffff"/>`,
  viber: (bg) =>
    `<path d="M32 12c-12 0-20 7-20 18 0 6 3 11 8 14v8l7-6h5c12 0 20-7 20-17s-8-17-20-17z" fill="#ffffff"/>` +
    `<path d="M26 22c2 0 3 3 3 4s-2 2-1 3c1 3 3 5 6 6 1 1 2-1 3-1s4 1 4 3-2 4-4 4c-8-1-14-7-15-15 0-2 2-4 4-4z" fill="${bg}"/>`,
  whatsapp: (bg) =>
    `<path d="M32 11a21 21 0 0 0-18 31l-3 11 11-3a21 21 0 1 0 10-39z" fill="#ffffff"/>` +
    `<path d="M25 21c2 0 3 3 3 4s-2 2-1 3c1 3 3 5 6 6 1 1 2-1 3-1s4 1 4 3-2 4-4 4c-8-1-14-7-15-15 0-2 2-4 4-4z" fill="${bg}"/>`,
  email: (bg) =>
    `<rect x="12" y="18" width="40" height="28" rx="4" fill="#ffffff"/>` +
    `<path d="M14 21l18 14 18-14" fill="none" stroke="${bg}" stroke-width="3.5" stroke-linejoin="round"/>`,
  instagram: () =>
    `<rect x="14" y="14" width="36" height="36" rx="10" fill="none" stroke="#ffffff" stroke-width="4.5"/>` +
    `<circle cx="32" cy="32" r="8" fill="none" stroke="#ffffff" stroke-width="4.5"/><circle cx="42.5" cy="21.5" r="2.8" fill="#ffffff"/>`,
  youtube: (bg) =>
    `<rect x="10" y="17" width="44" height="30" rx="9" fill="#ffffff"/><polygon points="28,24 41,32 28,40" fill="${bg}"/>`,
  x: () =>
    `<path d="M17 15h9l21 34h-9zM46 15L19 49" stroke="#ffffff" stroke-width="4" fill="none" stroke-linejoin="round"/>`,
  tiktok: () =>
    `<path d="M35 12h7c1 5 4 8 9 9v7c-4 0-7-1-9-3v14a12 12 0 1 1-12-12v7a5 5 0 1 0 5 5z" fill="#ffffff"/>`,
  line: (bg) =>
    `<path d="M32 13c-12 0-21 7-21 16 0 8 7 14 16 16l-1 6 9-6c10-2 18-8 18-16 0-9-9-16-21-16z" fill="#ffffff"/>` +
    `<path d="M21 24v10h5M30 24v10M35 34V24l6 10V24M48 24h-5v10h5M43 29h4" fill="none" stroke="${bg}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>`,
  wechat: (bg) =>
    `<ellipse cx="26" cy="27" rx="15" ry="12" fill="#ffffff"/><ellipse cx="40" cy="38" rx="13" ry="10" fill="#ffffff" stroke="${bg}" stroke-width="2"/>` +
    `<circle cx="21" cy="25" r="2" fill="${bg}"/><circle cx="31" cy="25" r="2" fill="${bg}"/>` +
    `<circle cx="36" cy="37" r="1.8" fill="${bg}"/><circle cx="44" cy="37" r="1.8" fill="${bg}"/>`,
  messenger: (bg) =>
    `<path d="M32 11c-12 0-21 9-21 20 0 6 3 11 7 15v8l7-4c2 1 4 1 7 1 12 0 21-9 21-20s-9-20-21-20z" fill="#ffffff"/>` +
    `<path d="M19 37l9-10 5 5 9-5-9 10-5-5z" fill="${bg}"/>`,
  phone: () =>
    `<path d="M22 12c3 0 5 6 5 8s-4 3-3 6c2 6 6 10 12 12 3 1 4-3 6-3s8 2 8 5-4 8-8 8c-15-1-27-13-28-28 0-4 5-8 8-8z" fill="#ffffff"/>`,
}
/** Networks known by more than one name. */
const aliases: Readonly<Record<string, string>> = { twitter: 'x' }

export const socialIconTypes: readonly string[] = [...Object.keys(glyphs), ...Object.keys(aliases)]

/** A network's icon, or undefined for a network without a glyph. */
export function renderSocialIcon(type: string): string | undefined {
  const key = type.toLowerCase()
  const glyph = glyphs[aliases[key] ?? key]
  if (!glyph) return undefined
  const palette = paletteFor(hashString(`social:${key}`))
  const body = gradientBackground(size, size, palette.from, palette.to, 16) + glyph(palette.from)
  return svgDocument(size, size, type.charAt(0).toUpperCase() + type.slice(1), body)
}
