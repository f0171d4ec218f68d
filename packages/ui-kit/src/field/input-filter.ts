import type { KeyModifiers } from '@parlor/core'
import type { KeyboardEvent } from 'react'

/** A keyboard filter as an input applies it: a keydown check and a text filter. */
export interface InputFilter {
  /** Whether a key may type as it is (named keys and shortcuts always may). */
  accepts(key: string, modifiers: KeyModifiers): boolean
  /** What typed, pasted, dropped or composed text becomes. */
  filter(text: string): string
}

/** Replaces the selection with text, leaving the caret after it, as typing would. */
function insertAtCaret(input: HTMLInputElement, text: string): string {
  // Email and number inputs have no selection API (selectionStart is null there).
  if (input.selectionStart === null) input.value += text
  else
    input.setRangeText(
      text,
      input.selectionStart,
      input.selectionEnd ?? input.selectionStart,
      'end',
    )
  return input.value
}

/**
 * On keydown: a refused key types nothing, or what the filter makes of it (a Devanagari digit
 * becomes its 0-9), so a player on a Nepali keyboard can still type a phone number. Returns the
 * input's new text, or null when the key goes through as it is. IME composition is left alone:
 * its text arrives through the input event.
 */
export function filterKeyDown(event: KeyboardEvent<HTMLInputElement>, rule: InputFilter) {
  if (event.nativeEvent.isComposing || rule.accepts(event.key, event)) return null
  event.preventDefault()
  const converted = rule.filter(event.key)
  return converted === '' ? null : insertAtCaret(event.currentTarget, converted)
}

/**
 * On input (paste, drop, autofill, IME, and keys that skip keydown): the filtered text. The caret
 * stays where the player was, not thrown to the end, when characters are dropped or rewritten.
 */
export function filterInput(input: HTMLInputElement, rule: InputFilter): string {
  const raw = input.value
  const kept = rule.filter(raw)
  if (kept === raw) return raw
  const caret = input.selectionStart
  input.value = kept
  if (caret !== null) {
    const at = rule.filter(raw.slice(0, caret)).length
    input.setSelectionRange(at, at)
  }
  return kept
}
