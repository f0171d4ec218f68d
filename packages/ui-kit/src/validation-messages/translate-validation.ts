import type { I18n } from '@lingui/core'
import { type ValidationKey, validationMessages } from './validation-messages.ts'

/** Only ASCII letters: a key. Anything else (spaces, punctuation) is already a sentence. */
const translationKey = /^[A-Za-z]+$/

/** `amountTooSmall` reads "Amount too small" until a catalog has words for it. */
function humanize(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

function isKnown(key: string): key is ValidationKey {
  return Object.hasOwn(validationMessages, key)
}

/**
 * A field error in the player's language. Known keys use the catalog (English sentence as the
 * default); an unknown key is still looked up by id, falling back to the key in words; text that
 * is not a key (a custom rule's sentence) is shown as it is; an empty message says "Check this
 * field" rather than nothing.
 */
export function translateValidation(i18n: I18n, key: string): string {
  const trimmed = key.trim()
  if (trimmed === '') return i18n._(validationMessages.fieldInvalid)
  if (isKnown(trimmed)) return i18n._(validationMessages[trimmed])
  if (!translationKey.test(trimmed)) return trimmed
  return i18n._({ id: trimmed, message: humanize(trimmed) })
}
