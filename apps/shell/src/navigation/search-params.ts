/**
 * Query strings as people write them: every value is text (`?page=2&promotion=7`), as in links
 * operators print and other sites carry. TanStack Router's default reads and writes values as
 * JSON (`?promotion=%227%22` for the text "7"), which such links do not follow. Pages read the
 * text leniently and convert what they need.
 */
export function parseSearch(query: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(query))
}

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === '') continue
    params.set(name, String(value))
  }
  const query = params.toString()
  return query ? `?${query}` : ''
}
