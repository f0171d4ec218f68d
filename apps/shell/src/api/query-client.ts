import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import type { ErrorReporter } from '../errors/error-reporter.ts'

declare module '@tanstack/react-query' {
  interface Register {
    /** `report: false` keeps a failure from the general handler: the page shows it itself. */
    queryMeta: { readonly report?: boolean }
    /**
     * As for queries; `'toast'`: an ordinary failure shows as the handler's 3-second error toast
     * rather than its dialog, for a small action the player can simply try again (a heart).
     */
    mutationMeta: { readonly report?: boolean | 'toast' }
  }
}

/**
 * Every call's failure reaches the general error handler from one place, unless the
 * query or mutation says it handles its own (a form that puts the server's answer on a field).
 */
export function createQueryClient(reporter: ErrorReporter): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.report !== false) reporter.report(error)
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        const report = mutation.meta?.report
        if (report === 'toast') reporter.report(error, { presentation: 'toast' })
        else if (report !== false) reporter.report(error)
      },
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })
}

/** Keys of queries that hold one player's data: dropped when the session ends. */
export const accountKey = 'account'
export const siteKey = 'site'
