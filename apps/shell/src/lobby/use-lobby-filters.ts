import { useNavigate, useSearch } from '@tanstack/react-router'
import { useCallback, useMemo } from 'react'
import { changeFilters, type LobbyFilters, lobbyQuery, parseLobbyFilters } from './lobby-filters.ts'

/**
 * The lobby's filters live in the address, so a reload, the back button and a shared link show
 * the same list. A change replaces the history entry (typing a search is not a trail of pages);
 * a new page of results scrolls back to the top, a new filter leaves the scroll where it is.
 */
export function useLobbyFilters(): [LobbyFilters, (change: Partial<LobbyFilters>) => void] {
  const search: Record<string, unknown> = useSearch({ strict: false })
  const navigate = useNavigate()
  const filters = useMemo(() => parseLobbyFilters(search), [search])
  const change = useCallback(
    (update: Partial<LobbyFilters>) => {
      const next = changeFilters(filters, update)
      void navigate({
        to: '.',
        search: lobbyQuery(next),
        replace: true,
        resetScroll: update.page !== undefined && next.page !== filters.page,
      })
    },
    [filters, navigate],
  )
  return [filters, change]
}
