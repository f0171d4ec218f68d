import { loadErrorDialog } from '../errors/error-dialog-host.tsx'
import { loadErrorTexts } from '../i18n/catalogs.ts'

/**
 * What the site needs to tell a player that something failed: the general handler's rules and
 * texts and the error dialog. None is in the first download, as most visits never fail; all are
 * fetched once the site has painted, because the failure a player most needs explained, "we
 * cannot reach the site", comes when nothing more can download, and it is shown in the dialog.
 * The toaster is not among them: its toasts (a success, a session ended) follow answers that
 * did arrive, so it downloads with the first one.
 */
export function prepareForFailures(): void {
  void import('../errors/decide-error.ts').catch(() => undefined)
  void loadErrorDialog().catch(() => undefined)
  void loadErrorTexts()
}
