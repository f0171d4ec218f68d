import { setupI18n } from '@lingui/core'
import type { ToastInput } from '@parlor/ui-kit/toaster'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CallFailure } from '../api/call-failure.ts'
import type { ErrorDialogState } from './error-dialog-state.ts'
import { createErrorReporter } from './error-reporter.ts'

function reporterWithSpies() {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
  const toasts: ToastInput[] = []
  const dialogs: ErrorDialogState[] = []
  const warnings: string[] = []
  const endSession = vi.fn(async () => {})
  const reporter = createErrorReporter({
    i18n,
    notify: (toast) => toasts.push(toast),
    showDialog: (dialog) => dialogs.push(dialog),
    endSession,
    warn: (message) => warnings.push(message),
  })
  return { reporter, toasts, dialogs, warnings, endSession }
}

describe('the general error handler, as the site carries it out', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('warns for 10 s bottom-right, then signs out once, however many calls fail meanwhile', async () => {
    const { reporter, toasts, dialogs, endSession } = reporterWithSpies()
    const expired = { statusCode: -401, statusMessage: 'sessionExpired', statusDetail: '' }
    await reporter.report(new CallFailure(expired))
    await reporter.report(expired)
    await reporter.report({ statusCode: -403, statusMessage: 'BLOCK', statusDetail: '' })

    expect(toasts).toEqual([
      expect.objectContaining({
        id: 'session-ended',
        variant: 'warning',
        position: 'bottom-right',
        durationMs: 10_000,
        title: 'Invalid session',
      }),
    ])
    expect(dialogs).toEqual([])
    await vi.advanceTimersByTimeAsync(9_999)
    expect(endSession).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(endSession).toHaveBeenCalledTimes(1)

    // A later session that ends warns again.
    await reporter.report(expired)
    expect(toasts).toHaveLength(2)
  })

  it('shows a dialog titled errorTitle with the translated key or the text as sent', async () => {
    const { reporter, dialogs } = reporterWithSpies()
    await reporter.report(
      new CallFailure({ statusCode: 0, statusMessage: 'disconnect', statusDetail: '' }),
    )
    await reporter.report({
      statusCode: -500,
      statusMessage: 'The bank is closed today',
      statusDetail: '',
    })
    expect(dialogs).toEqual([
      {
        title: expect.objectContaining({ id: 'errorTitle' }),
        message: expect.objectContaining({ id: 'disconnect' }),
      },
      { title: expect.objectContaining({ id: 'errorTitle' }), message: 'The bank is closed today' },
    ])
  })

  it('only logs a service that is unavailable for a moment, and ignores success', async () => {
    const { reporter, dialogs, toasts, warnings } = reporterWithSpies()
    await reporter.report({
      statusCode: -503,
      statusMessage: 'serviceUnavailable',
      statusDetail: 'x',
    })
    await reporter.report({ statusCode: 1, statusMessage: 'OK', statusDetail: '' })
    expect(warnings).toEqual(['serviceUnavailable (-503)'])
    expect(dialogs).toEqual([])
    expect(toasts).toEqual([])
  })

  it('shows a 3 s toast when the caller asks for the toast variant', async () => {
    const { reporter, toasts } = reporterWithSpies()
    await reporter.report(new Error('insufficientBalance'), { presentation: 'toast' })
    expect(toasts).toEqual([
      expect.objectContaining({
        variant: 'error',
        durationMs: 3_000,
        description: 'Insufficient balance',
      }),
    ])
  })
})
