/** A field's state as the visitor last left it. */
export interface EarlyFieldState {
  readonly value: string
  readonly checked: boolean
}

/** What index.html records of a visitor's doings on the server's page, until the site takes over. */
export interface EarlyInput {
  /** Each field the visitor changed, with its last state; null once the site has taken over. */
  fields: Map<EventTarget, EarlyFieldState> | null
  /** A form submitted before anything handled it: held, not sent by the browser. */
  submitted: HTMLFormElement | null
  /** The button that sent it, if one did. */
  submitter: HTMLElement | null
}

declare global {
  interface Window {
    __parlorEarlyInput?: EarlyInput
  }
}

type ValueSetter = (this: HTMLInputElement | HTMLTextAreaElement, value: string) => void

/** The elements' own `value` setters, which React's change tracking does not see. */
function nativeValueSetter(field: HTMLInputElement | HTMLTextAreaElement): ValueSetter {
  const prototype =
    field instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype
  return Object.getOwnPropertyDescriptor(prototype, 'value')?.set as ValueSetter
}

/**
 * Gives a hydrated field the state the visitor left it in, through the event its `onChange`
 * reads. React hydrates a controlled field with the server's value in its state (which it also
 * writes as the field's default) and the first render after hydration puts that value back on
 * screen, so what was typed is first set back to the default through React's tracking, then to
 * the visitor's past it: React then sees the visitor's change as if it were made now.
 */
function handOver(field: EventTarget, wanted: EarlyFieldState): void {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    // A radio group changes through the one chosen; the others follow it.
    if (wanted.checked === field.defaultChecked || (field.type === 'radio' && !wanted.checked))
      return
    field.checked = field.defaultChecked
    // A click sets it to the visitor's choice and is the event React reads for these.
    field.click()
    return
  }
  if (field instanceof HTMLSelectElement) {
    field.value = wanted.value
    field.dispatchEvent(new Event('change', { bubbles: true }))
    return
  }
  if (field instanceof HTMLInputElement && field.type === 'file') return
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return
  if (wanted.value === field.defaultValue) return
  field.value = field.defaultValue
  nativeValueSetter(field).call(field, wanted.value)
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

/** Ends the record and answers it: what the visitor changed, and the form they sent. */
function endRecord() {
  const early = window.__parlorEarlyInput
  const record = {
    fields: early?.fields ?? new Map<EventTarget, EarlyFieldState>(),
    submitted: early?.submitted ?? null,
    submitter: early?.submitter ?? null,
  }
  if (early) Object.assign(early, { fields: null, submitted: null, submitter: null })
  return record
}

/**
 * What a visitor did on the server's page before the site hydrated it, handed to the hydrated
 * page in `container`: the fields they filled in, then the submission index.html held, if its
 * form is still on the page. A player on a slow phone who typed their account and password and
 * pressed "Log in" is signed in, without typing again and without the password in the address.
 * Only for a page React has hydrated: handed to the server's markup alone, the values would be
 * lost again and the submission held again. Once only; the record ends here.
 */
export function takeOverEarlyInput(container: HTMLElement): void {
  const { fields, submitted, submitter } = endRecord()
  for (const [field, wanted] of fields) {
    if (field instanceof Node && container.contains(field)) handOver(field, wanted)
  }
  if (!submitted || !container.contains(submitted)) return
  submitted.requestSubmit(submitter && submitted.contains(submitter) ? submitter : undefined)
}

/** For a page the site renders afresh over the server's: what the visitor did there is gone. */
export function discardEarlyInput(): void {
  endRecord()
}
