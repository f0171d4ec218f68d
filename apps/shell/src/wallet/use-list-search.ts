import { useNavigate, useSearch } from '@tanstack/react-router'
import { type SearchRecord, withChanges } from './list-search.ts'

/**
 * The current query string and a way to change part of it. Filters and the page live in the
 * address, so a reload, a shared link or the back button shows the same list.
 */
export function useListSearch() {
  const search: SearchRecord = useSearch({ strict: false })
  const navigate = useNavigate()
  const update = (changes: Readonly<Record<string, string | number | undefined>>) =>
    void navigate({ to: '.', search: withChanges(search, changes) as never })
  return { search, update }
}
