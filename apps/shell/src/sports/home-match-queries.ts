/** The next matches a sportsbook's home leads with: a phone screen or two. */
export const homeMatchCount = 6

/**
 * What the sportsbook's home asks for: the live matches, then the next ones to start. The page
 * table names the same, so the first document's answers are the ones the section looks for.
 */
export const homeMatchQueries = {
  live: { status: 'live', sport: '', page: 1, page_size: homeMatchCount },
  upcoming: { status: 'upcoming', sport: '', page: 1, page_size: homeMatchCount },
} as const
