import { type LanguageCode, languageCodes } from '@parlor/contract'

/**
 * A site row's language as a known code. The sites table stores free text; a code the platform
 * has no copy for falls back to English rather than failing every content call of that site.
 */
export function asLanguageCode(language: string): LanguageCode {
  return (languageCodes as readonly string[]).includes(language) ? (language as LanguageCode) : 'EN'
}
