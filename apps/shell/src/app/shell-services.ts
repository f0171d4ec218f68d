import type { I18n } from '@lingui/core'
import type { ApiClient, Store, Theme } from '@parlor/core'
import type { ThemeLayout } from '@parlor/ui-kit'
import type { QueryClient } from '@tanstack/react-query'
import type { ErrorReporter } from '../errors/error-reporter.ts'

/**
 * What every page and rule of the running site shares: made once at boot, handed to the router
 * as its context and to React through ShellProvider.
 */
export interface ShellServices {
  readonly api: ApiClient
  readonly store: Store
  readonly queryClient: QueryClient
  readonly reporter: ErrorReporter
  readonly theme: Theme<ThemeLayout>
  readonly i18n: I18n
  /** The site's domain as /api/startup knew it: the page's host name. */
  readonly domain: string
}
