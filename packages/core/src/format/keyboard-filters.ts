/**
 * The keyboard filters. A keydown check alone is never enough (paste, drop, autofill and
 * IME composition bypass it), so an input runs `acceptsKey` on keydown and `filterText` on every
 * input event.
 */
export type KeyboardFilter = 'letters-and-space' | 'digits'

/** The modifier state of a keydown; a KeyboardEvent fits as is. */
export interface KeyModifiers {
  readonly ctrlKey?: boolean
  readonly metaKey?: boolean
  readonly altKey?: boolean
}

/**
 * Letters of every script the site runs in, with their combining marks (a Devanagari vowel sign or
 * a Burmese asat is a mark, and a name is not whole without it) and the zero-width joiners Indic
 * spelling uses to pick a conjunct form.
 */
const letter = /^[\p{L}\p{M}\u200C\u200D]$/u
/** Any other space (no-break, ideographic from a Chinese IME, a pasted tab or line break). */
const space = /^[\p{Zs}\t\n\v\f\r\u2028\u2029]$/u
const decimalDigit = /^\p{Nd}$/u

const keep: Record<KeyboardFilter, (char: string) => string> = {
  'letters-and-space': (char) => {
    if (letter.test(char)) return char
    return space.test(char) ? ' ' : ''
  },
  digits: asciiDigit,
}

/**
 * A digit of any script as 0-9: a phone number typed on a Nepali, Burmese or full-width Chinese
 * keyboard is still that number. Unicode assigns decimal digits only in ascending runs of ten
 * starting at zero, so a digit's value is its distance from the start of its run.
 */
function asciiDigit(char: string): string {
  if (char >= '0' && char <= '9') return char
  if (!decimalDigit.test(char)) return ''
  const code = char.codePointAt(0) ?? 0
  let start = code
  while (decimalDigit.test(String.fromCodePoint(start - 1))) start -= 1
  return String((code - start) % 10)
}

/** The UI Events names of keys that type nothing: Backspace, ArrowLeft, Tab, F5, Process, Dead… */
const namedKey = /^[A-Z][A-Za-z0-9]+$/

/**
 * Whether a keydown may go through as it is. Named keys (editing, navigation, IME) and shortcuts
 * (Ctrl or Cmd, but not AltGr, which Windows reports as Ctrl+Alt and which types text) always
 * pass. Text passes only when the filter would keep it unchanged; a key the filter would rewrite
 * (a Devanagari digit, a no-break space) is refused here and `filterText` says what it becomes.
 */
export function acceptsKey(
  filter: KeyboardFilter,
  key: string,
  modifiers: KeyModifiers = {},
): boolean {
  if (namedKey.test(key)) return true
  const { ctrlKey = false, metaKey = false, altKey = false } = modifiers
  if (metaKey || (ctrlKey && !altKey)) return true
  return key !== '' && filterText(filter, key) === key
}

/** What is left of typed, pasted or dropped text once the filter has run. */
export function filterText(filter: KeyboardFilter, text: string): string {
  let kept = ''
  for (const char of text) kept += keep[filter](char)
  return kept
}
