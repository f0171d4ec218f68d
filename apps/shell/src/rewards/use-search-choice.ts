import { useNavigate, useSearch } from '@tanstack/react-router'

/**
 * A choice kept in the page's query string (`?period=weekly`), so a reload or a shared link
 * opens the same view: the value when it is one of `allowed`, else `fallback`. Choosing replaces
 * the history entry, so Back leaves the page rather than stepping through tabs.
 */
export function useSearchChoice<T extends string>(
  key: string,
  allowed: readonly T[],
  fallback: T,
): [T, (next: T) => void] {
  const search: Record<string, unknown> = useSearch({ strict: false })
  const navigate = useNavigate()
  const raw = search[key]
  const value = allowed.find((option) => option === String(raw ?? '')) ?? fallback
  const choose = (next: T) => {
    const params = new URLSearchParams(window.location.search)
    if (next === fallback) params.delete(key)
    else params.set(key, next)
    const query = params.toString()
    void navigate({ href: `${window.location.pathname}${query ? `?${query}` : ''}`, replace: true })
  }
  return [value, choose]
}
