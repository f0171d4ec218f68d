/**
 * A list page's query string, read leniently: values are text (`?page=2`), callers may pass
 * numbers, and a hand-edited address may hold anything, so every reader falls back to "no
 * filter" rather than breaking the page.
 */
export type SearchRecord = Readonly<Record<string, unknown>>

export function searchText(search: SearchRecord, name: string): string {
  const value = search[name]
  if (typeof value === 'string') return value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return ''
}

/** The 1-based page in the address; anything else is the first page. */
export function searchPage(search: SearchRecord): number {
  const page = Number(search.page)
  return Number.isSafeInteger(page) && page >= 1 ? page : 1
}

/** One of `allowed`, else the first of them. */
export function searchChoice<T extends string>(
  search: SearchRecord,
  name: string,
  allowed: readonly T[],
): T {
  const value = searchText(search, name)
  return allowed.find((choice) => choice === value) ?? (allowed[0] as T)
}

/**
 * The query string after some changes: empty values and page 1 are dropped, so a list without
 * filters keeps a clean address.
 */
export function withChanges(
  search: SearchRecord,
  changes: Readonly<Record<string, string | number | undefined>>,
): Record<string, unknown> {
  const next: Record<string, unknown> = { ...search, ...changes }
  for (const [name, value] of Object.entries(next)) {
    if (value === undefined || value === '' || (name === 'page' && value === 1)) delete next[name]
  }
  return next
}
