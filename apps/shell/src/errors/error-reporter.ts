import type { I18n } from '@lingui/core'
import type { DecideErrorOptions, ErrorDecision } from '@parlor/core'
import type { ToastInput } from '@parlor/ui-kit/toaster'
import { failureOf } from '../api/call-failure.ts'
import { loadErrorTexts } from '../i18n/catalogs.ts'
import type { ErrorDialogState } from './error-dialog-state.ts'

export interface ErrorReporter {
  /**
   * Hands any failure (envelope, CallFailure, Error, string) to the general handler. Settles when
   * the failure has been shown (the handler's rules download with the first failure).
   */
  report(failure: unknown, options?: DecideErrorOptions): Promise<void>
}

export interface ErrorReporterDeps {
  readonly i18n: I18n
  readonly notify: (toast: ToastInput) => void
  readonly showDialog: (dialog: ErrorDialogState) => void
  /** Signs the player out and sends them to their template's login entry. */
  readonly endSession: () => Promise<void>
  readonly warn?: (message: string, detail: unknown) => void
  readonly setTimeout?: (run: () => void, ms: number) => unknown
}

/**
 * Carries out the general error handler as core's `decideError` decides it. A session that ended
 * warns once, however many calls fail meanwhile, and signs out when the warning has run its 10 s.
 */
export function createErrorReporter(deps: ErrorReporterDeps): ErrorReporter {
  const wait = deps.setTimeout ?? ((run, ms) => globalThis.setTimeout(run, ms))
  const warn = deps.warn ?? ((message, detail) => console.warn(message, detail))
  let ending = false

  const present = (decision: ErrorDecision) => {
    switch (decision.kind) {
      case 'none':
        return
      case 'log-warning':
        warn(`${decision.message} (${decision.status ?? 'no status'})`, decision.detail)
        return
      case 'error-dialog':
        deps.showDialog({ title: decision.title, message: decision.message })
        return
      case 'error-toast': {
        const { message } = decision
        deps.notify({
          variant: 'error',
          title: deps.i18n._(decision.title),
          description: typeof message === 'string' ? message : deps.i18n._(message),
          durationMs: decision.durationMs,
        })
        return
      }
      case 'session-ended': {
        if (ending) return
        ending = true
        const { toast } = decision
        deps.notify({
          id: 'session-ended',
          variant: toast.variant,
          title: deps.i18n._(toast.title),
          description: deps.i18n._(toast.message),
          durationMs: toast.durationMs,
          position: toast.position,
        })
        wait(() => {
          deps.endSession().finally(() => {
            ending = false
          })
        }, toast.durationMs)
      }
    }
  }

  return {
    async report(failure, options) {
      // Rules and texts are fetched ahead of need (boot/prepare-for-failures.ts); should even that
      // have failed, the failure is at least logged rather than lost in an unhandled rejection.
      const [rules] = await Promise.all([
        import('./decide-error.ts').catch(() => null),
        loadErrorTexts(),
      ])
      if (rules) present(rules.decideError(failureOf(failure), options))
      else console.error('Could not load the error rules to report:', failure)
    },
  }
}
