import { loadErrorDialog } from '../errors/error-dialog-host.tsx'
import { loadErrorTexts } from '../i18n/catalogs.ts'
import { loadToasterOutlet } from '../toasts/toast-host.tsx'

/**
 * What the site needs to tell a player that something failed: the general handler's rules and
 * texts, the error dialog and the toaster. None is in the first download, as most visits never
 * fail; all are fetched once the site has painted, because the failure a player most needs
 * explained, "we cannot reach the site", comes when nothing more can download.
 */
export function prepareForFailures(): void {
  void import('../errors/decide-error.ts').catch(() => undefined)
  void loadErrorDialog().catch(() => undefined)
  void loadToasterOutlet().catch(() => undefined)
  void loadErrorTexts()
}
