/** The game /playnow was asked to open: `?provider=…&game=…`, as core's `playnowPath` writes it. */
export interface PlaynowGame {
  readonly provider: string
  readonly game: string
}

/**
 * A code as the address carries it: text, trimmed (a number is taken as its digits, for callers
 * that build the search themselves). Anything else, or blank, is no code.
 */
function codeOf(value: unknown): string {
  if (typeof value === 'string') return value.trim()
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return ''
}

export function playnowGame(search: { provider?: unknown; game?: unknown }): PlaynowGame | null {
  const provider = codeOf(search.provider)
  const game = codeOf(search.game)
  return provider && game ? { provider, game } : null
}
