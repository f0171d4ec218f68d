import { sessionEndingMessages, statusCode, statusMessage } from '@parlor/contract'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decideError, errorMessages, errorToastMs, sessionEndedToastMs } from './error-decision.ts'

const envelope = (code: number, message: string, detail = '') => ({
  statusCode: code,
  statusMessage: message,
  statusDetail: detail,
})

describe('decideError: nothing to show', () => {
  it('shows nothing for a success envelope, even one carrying another message', () => {
    expect(decideError(envelope(statusCode.success, 'OK'))).toEqual({ kind: 'none' })
    expect(decideError(envelope(1, 'sessionExpired'))).toEqual({ kind: 'none' })
    expect(decideError({ statusCode: '1', statusMessage: 'boom' })).toEqual({ kind: 'none' })
  })

  it('treats message OK as no error whatever the status', () => {
    expect(decideError(envelope(-500, 'OK'))).toEqual({ kind: 'none' })
    expect(decideError({ status: 500, statusText: 'OK' })).toEqual({ kind: 'none' })
  })

  it('shows nothing when there is neither a status nor a message', () => {
    for (const input of [undefined, null, {}, '', { statusCode: null }, { statusCode: '' }]) {
      expect(decideError(input)).toEqual({ kind: 'none' })
    }
    expect(decideError({ statusCode: '  ', statusMessage: '  ', message: '' })).toEqual({
      kind: 'none',
    })
  })
})

describe('decideError: the session is over', () => {
  it.each(sessionEndingMessages)('warns for 10 seconds, then signs out, on %s', (message) => {
    expect(decideError(envelope(-401, message))).toEqual({
      kind: 'session-ended',
      toast: {
        variant: 'warning',
        title: expect.objectContaining({ id: 'invalidSession' }),
        message: expect.objectContaining({ id: 'sessionExpired' }),
        position: 'bottom-right',
        durationMs: 10_000,
      },
      // biome-ignore lint/suspicious/noThenProperty: a string is never callable, so never a thenable
      then: 'logout-and-redirect',
    })
  })

  it('covers every message the general handler names, from the HTTP status text too', () => {
    const named = ['sessionExpired', 'Session Expired', 'BLOCK', 'CLOSE', 'permissionDenied']
    for (const message of named) {
      expect(decideError({ status: 403, statusText: message }).kind).toBe('session-ended')
    }
  })

  it('ends the session even when the caller asked for toasts', () => {
    const decision = decideError(envelope(-403, 'BLOCK'), { presentation: 'toast' })
    expect(decision.kind).toBe('session-ended')
  })

  it('matches the messages exactly: a look-alike is an ordinary error', () => {
    expect(decideError(envelope(-401, 'sessionexpired')).kind).toBe('error-dialog')
    expect(decideError(envelope(-401, 'Blocked')).kind).toBe('error-dialog')
  })
})

describe('decideError: logged only', () => {
  it('logs serviceUnavailable with its status and detail instead of showing anything', () => {
    expect(decideError(envelope(-503, 'serviceUnavailable', 'timeout after 15s'))).toEqual({
      kind: 'log-warning',
      message: 'serviceUnavailable',
      status: -503,
      detail: 'timeout after 15s',
    })
  })

  it('logs it as a toast caller too', () => {
    expect(
      decideError(envelope(-503, statusMessage.serviceUnavailable), { presentation: 'toast' }).kind,
    ).toBe('log-warning')
  })
})

describe('decideError: an error dialog', () => {
  it('reads a letters-only message as a translation key, with a sentence or a readable default', () => {
    expect(decideError(envelope(statusCode.disconnect, 'disconnect'))).toEqual({
      kind: 'error-dialog',
      title: { id: 'errorTitle', message: 'Something went wrong' },
      message: {
        id: 'disconnect',
        message: 'We cannot reach the site right now. Check your connection and try again.',
      },
      status: 0,
    })
    expect(decideError(envelope(-400, 'insufficientBalance'))).toMatchObject({
      message: { id: 'insufficientBalance', message: 'Insufficient balance' },
    })
  })

  it('reads a message named like an object built-in as an ordinary key', () => {
    expect(decideError(envelope(-400, 'constructor'))).toMatchObject({
      message: { id: 'constructor', message: 'Constructor' },
    })
    expect(decideError(envelope(-400, 'toString'))).toMatchObject({
      message: { id: 'toString', message: 'To string' },
    })
  })

  it('shows a message with spaces, digits or punctuation as the text itself', () => {
    expect(decideError({ status: 502, statusText: 'Bad Gateway' })).toEqual({
      kind: 'error-dialog',
      title: errorMessages.errorTitle,
      message: 'Bad Gateway',
      status: 502,
    })
    expect(decideError(envelope(-400, 'E123'))).toMatchObject({ message: 'E123' })
    expect(decideError(envelope(-400, 'café'))).toMatchObject({ message: 'café' })
    expect(decideError(envelope(-400, 'not-found'))).toMatchObject({ message: 'not-found' })
  })

  it('shows unknownError when there is a status but no message', () => {
    expect(decideError(envelope(-500, ''))).toEqual({
      kind: 'error-dialog',
      title: errorMessages.errorTitle,
      message: { id: 'unknownError', message: 'An unknown error occurred.' },
      status: -500,
    })
    expect(decideError({ status: 500 })).toMatchObject({ message: errorMessages.unknownError })
  })

  it('takes an Error by its message, with no status', () => {
    expect(decideError(new Error('Failed to fetch'))).toEqual({
      kind: 'error-dialog',
      title: errorMessages.errorTitle,
      message: 'Failed to fetch',
      status: null,
    })
    // A one-word message is a key under the letters-only rule, whatever carried it.
    expect(decideError(new Error('boom'))).toMatchObject({
      message: { id: 'boom', message: 'Boom' },
      status: null,
    })
  })

  it('prefers statusCode and statusMessage over the HTTP fields, as ofetch errors carry both', () => {
    const fetchError = Object.assign(new Error('[POST] "/api/x": 502 Bad Gateway'), {
      status: 502,
      statusText: 'Bad Gateway',
      statusCode: -500,
      statusMessage: 'internalServerError',
    })
    expect(decideError(fetchError)).toMatchObject({
      status: -500,
      message: { id: 'internalServerError' },
    })
  })

  it('falls back past blank fields to the next source of the message', () => {
    expect(
      decideError({ statusMessage: '', statusText: '', message: 'Network down' }),
    ).toMatchObject({ message: 'Network down', status: null })
    expect(decideError({ statusCode: null, status: 404, statusText: ' Not Found ' })).toMatchObject(
      {
        message: 'Not Found',
        status: 404,
      },
    )
  })
})

describe('decideError: the toast variant', () => {
  it('shows the same title and message as the dialog for 3 seconds', () => {
    expect(decideError(envelope(-409, 'accountExists'), { presentation: 'toast' })).toEqual({
      kind: 'error-toast',
      variant: 'error',
      title: errorMessages.errorTitle,
      message: { id: 'accountExists', message: 'Account exists' },
      durationMs: 3_000,
    })
  })

  it('still shows nothing when there is nothing wrong', () => {
    expect(decideError(envelope(1, 'OK'), { presentation: 'toast' })).toEqual({ kind: 'none' })
  })
})

describe('decideError: constants the UI reads', () => {
  it('exports the toast durations', () => {
    expect(sessionEndedToastMs).toBe(10_000)
    expect(errorToastMs).toBe(3_000)
  })

  it('gives every fixed descriptor an id equal to its name and an English default', () => {
    for (const [name, descriptor] of Object.entries(errorMessages)) {
      expect(descriptor.id).toBe(name)
      expect(descriptor.message.length).toBeGreaterThan(0)
    }
  })
})

describe('decideError: properties', () => {
  it('never throws and always answers a known kind, for any input', () => {
    const kinds = ['none', 'session-ended', 'log-warning', 'error-dialog', 'error-toast']
    fc.assert(
      fc.property(
        fc.anything(),
        fc.constantFrom('dialog', 'toast') as fc.Arbitrary<'dialog' | 'toast'>,
        (input, presentation) => {
          expect(kinds).toContain(decideError(input, { presentation }).kind)
        },
      ),
    )
  })

  it('shows any failing status with an ordinary message to the player', () => {
    const ordinary = fc
      .string({ minLength: 1 })
      .filter(
        (m) =>
          m.trim() !== '' &&
          m.trim() !== 'OK' &&
          m.trim() !== 'serviceUnavailable' &&
          !sessionEndingMessages.includes(m.trim()),
      )
    fc.assert(
      fc.property(
        fc.integer().filter((c) => c !== 1),
        ordinary,
        (code, message) => {
          const decision = decideError(envelope(code, message))
          expect(decision.kind).toBe('error-dialog')
          if (decision.kind !== 'error-dialog') return
          const shown = decision.message
          const expected = message.trim()
          if (/^[A-Za-z]+$/.test(expected)) expect(shown).toMatchObject({ id: expected })
          else expect(shown).toBe(expected)
        },
      ),
    )
  })
})
