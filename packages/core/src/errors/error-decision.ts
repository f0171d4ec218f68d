import type { MessageDescriptor } from '@lingui/core'
import { sessionEndingMessages, statusCode, statusMessage } from '@parlor/contract'
import { statusMessageTexts } from './status-messages.ts'

/** How long the session-ended warning stays up before the player is signed out. */
export const sessionEndedToastMs = 10_000
/** How long an error toast stays up. */
export const errorToastMs = 3_000

/**
 * The fixed texts of the general handler. The English `message` is what Lingui shows when a
 * catalog lacks the id, so a half-translated site still reads as a sentence, not as a key.
 */
export const errorMessages = {
  errorTitle: /*i18n*/ { id: 'errorTitle', message: 'Something went wrong' },
  invalidSession: /*i18n*/ { id: 'invalidSession', message: 'Invalid session' },
  sessionExpired: /*i18n*/ {
    id: 'sessionExpired',
    message: 'Your session has expired. Please log in again.',
  },
  unknownError: /*i18n*/ { id: 'unknownError', message: 'An unknown error occurred.' },
} as const satisfies Record<string, MessageDescriptor>

export type ErrorPresentation = 'dialog' | 'toast'

export type ErrorDecision =
  | { readonly kind: 'none' }
  | {
      readonly kind: 'session-ended'
      readonly toast: {
        readonly variant: 'warning'
        readonly title: MessageDescriptor
        readonly message: MessageDescriptor
        readonly position: 'bottom-right'
        readonly durationMs: number
      }
      /** After the toast: sign out and send the player to their template's login entry. */
      readonly then: 'logout-and-redirect'
    }
  | {
      readonly kind: 'log-warning'
      readonly message: string
      readonly status: number | null
      /** The envelope's statusDetail: for the log, never for the player. */
      readonly detail: string
    }
  | {
      readonly kind: 'error-dialog'
      readonly title: MessageDescriptor
      /** A descriptor when the message is a translation key, else the text to show as is. */
      readonly message: MessageDescriptor | string
      readonly status: number | null
    }
  | {
      readonly kind: 'error-toast'
      readonly variant: 'error'
      readonly title: MessageDescriptor
      readonly message: MessageDescriptor | string
      readonly durationMs: number
    }

export interface DecideErrorOptions {
  /** Where an ordinary error shows: a dialog (the default) or a short toast. */
  readonly presentation?: ErrorPresentation
}

/**
 * The general error handler, as a decision the UI carries out. Accepts whatever a failure
 * produced: a response envelope, an HTTP error such as ofetch's FetchError, an Error, a bare
 * string, or nothing. Status comes from `statusCode`, else the HTTP `status`; the message from
 * `statusMessage`, else `statusText`, else `message` (the first that is not blank).
 */
export function decideError(input: unknown, options: DecideErrorOptions = {}): ErrorDecision {
  const { status, message, detail } = readFailure(input)

  // "message OK" is a rule of its own: success whatever the status says.
  if (status === statusCode.success || message === statusMessage.ok) return { kind: 'none' }
  if (status === null && message === '') return { kind: 'none' }

  if (sessionEndingMessages.includes(message)) {
    return {
      kind: 'session-ended',
      toast: {
        variant: 'warning',
        title: errorMessages.invalidSession,
        message: errorMessages.sessionExpired,
        position: 'bottom-right',
        durationMs: sessionEndedToastMs,
      },
      // biome-ignore lint/suspicious/noThenProperty: a string is never callable, so never a thenable
      then: 'logout-and-redirect',
    }
  }

  if (message === statusMessage.serviceUnavailable) {
    return { kind: 'log-warning', message, status, detail }
  }

  const shown = statusMessageText(message)
  if (options.presentation === 'toast') {
    return {
      kind: 'error-toast',
      variant: 'error',
      title: errorMessages.errorTitle,
      message: shown,
      durationMs: errorToastMs,
    }
  }
  return { kind: 'error-dialog', title: errorMessages.errorTitle, message: shown, status }
}

/** Only ASCII letters: anything else (spaces, digits, punctuation) is text for people. */
const translationKey = /^[A-Za-z]+$/

/**
 * What a player reads for a status message: a letters-only message is a translation
 * key (`siteNotFound`), given as the descriptor to translate, whose English reads as a sentence
 * until a catalog has it; anything else is already text for people and is shown as it is.
 */
export function statusMessageText(message: string): MessageDescriptor | string {
  if (message === '') return errorMessages.unknownError
  if (translationKey.test(message)) {
    // Own keys only: a status message such as "constructor" must not find Object's prototype.
    const known = Object.hasOwn(statusMessageTexts, message)
      ? statusMessageTexts[message]
      : undefined
    return known ?? { id: message, message: humanize(message) }
  }
  return message
}

/** `insufficientBalance` reads as "Insufficient balance" until a catalog translates the key. */
function humanize(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2')
  const sentence = words.replace(/ [A-Z](?=[a-z])/g, (w) => w.toLowerCase())
  return sentence.charAt(0).toUpperCase() + sentence.slice(1)
}

interface Failure {
  readonly status: number | null
  readonly message: string
  readonly detail: string
}

function readFailure(input: unknown): Failure {
  if (typeof input === 'string') return { status: null, message: input.trim(), detail: '' }
  if (typeof input !== 'object' || input === null) return { status: null, message: '', detail: '' }
  const fields = input as Record<string, unknown>
  return {
    status: statusOf(fields.statusCode) ?? statusOf(fields.status),
    message: firstText(fields.statusMessage, fields.statusText, fields.message),
    detail: firstText(fields.statusDetail),
  }
}

function statusOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string' || value.trim() === '') return null
  const parsed = Number(value)
  return Number.isFinite(parsed) ? parsed : null
}

function firstText(...values: unknown[]): string {
  for (const value of values) {
    if (typeof value === 'string' && value.trim() !== '') return value.trim()
  }
  return ''
}
