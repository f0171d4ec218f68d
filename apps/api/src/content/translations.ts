import type { LanguageCode } from '@parlor/contract'

/**
 * A row's texts in other languages than its columns', field by field: what the `texts` column
 * of a translated table holds. A language may leave out fields it has not written.
 */
export type Translations<TFields extends object> = Partial<Record<LanguageCode, Partial<TFields>>>

/** The language a call is answered in: the one it names (the player's screen), else the site's. */
export function answerLanguage(
  requested: LanguageCode | undefined,
  siteLanguage: LanguageCode,
): LanguageCode {
  return requested ?? siteLanguage
}

/**
 * `fields` as written in `language`: each field from the translation when it has one, else the
 * row's own text. A database hands `texts` over as parsed JSON, so anything but an object of
 * the expected kind (a hand-edited row) counts as no translation rather than failing the call.
 */
export function translated<TFields extends object>(
  fields: TFields,
  texts: unknown,
  language: LanguageCode,
): TFields {
  if (typeof texts !== 'object' || texts === null) return fields
  const written = (texts as Record<string, unknown>)[language]
  if (typeof written !== 'object' || written === null) return fields
  const own = { ...fields } as Record<string, unknown>
  const result = { ...own }
  for (const [field, text] of Object.entries(own)) {
    const local = (written as Record<string, unknown>)[field]
    if (local !== undefined && local !== null && typeof local === typeof text) result[field] = local
  }
  return result as TFields
}
