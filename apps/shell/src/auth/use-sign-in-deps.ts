import { useSiteEntries } from '../api/use-site-query.ts'
import { useShell } from '../app/shell-context.tsx'

/** What core's sign-in rules need, plus the site entries every sign-in call sends. */
export function useSignInDeps() {
  const { api, store, reporter } = useShell()
  const entries = useSiteEntries()
  return {
    deps: { api, store, report: (failure: unknown) => void reporter.report(failure) },
    entries,
    reporter,
  }
}
