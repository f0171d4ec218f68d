import type { LanguageCode } from '@parlor/contract'

/**
 * The script each language not written in Latin letters is written in: its copy must show it,
 * beyond the digits, brand and provider names every language shares.
 */
export const ownScript: Partial<Record<LanguageCode, RegExp>> = {
  CN: /\p{Script=Han}/u,
  RUS: /\p{Script=Cyrillic}/u,
  MNT: /\p{Script=Cyrillic}/u,
  NE: /\p{Script=Devanagari}/u,
  MMK: /\p{Script=Myanmar}/u,
}
