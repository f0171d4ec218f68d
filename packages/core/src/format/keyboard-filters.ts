/** The keyboard filters of spec §5. */
export type KeyboardFilter = 'letters-and-space' | 'digits'

/**
 * Letters of every script the site runs in, with the combining marks that Devanagari and Burmese
 * words need (a vowel sign is a mark, not a letter, but a name is not whole without it).
 */
const allowed: Record<KeyboardFilter, RegExp> = {
  'letters-and-space': /^[\p{L}\p{M} ]$/u,
  digits: /^[0-9]$/,
}

/**
 * Whether a keydown may go through. Keys whose name is longer than one character (Backspace,
 * ArrowLeft, Tab, Enter…) are editing and navigation, never text, so they always pass.
 */
export function acceptsKey(filter: KeyboardFilter, key: string): boolean {
  if ([...key].length !== 1) return true
  return allowed[filter].test(key)
}

/** What is left of pasted or dropped text once the filter has run. */
export function filterText(filter: KeyboardFilter, text: string): string {
  return [...text].filter((char) => allowed[filter].test(char)).join('')
}
