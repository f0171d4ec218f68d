import type { Match } from '@parlor/contract'
import { useState } from 'react'

/**
 * Every sport the feed has answered with since the page opened, in the order first seen. The
 * filter is built from the answers, and an answer filtered to one sport names only that one: the
 * others must stay on offer to switch back to.
 */
export function useSeenSports(matches: readonly Match[] | undefined): readonly string[] {
  const [seen, setSeen] = useState<readonly string[]>([])
  const fresh = [...new Set(matches?.map((match) => match.sport))].filter(
    (sport) => !seen.includes(sport),
  )
  // Adjusting state while rendering (React's pattern for state derived from props): no extra
  // paint with the chips missing, as an effect would give.
  if (fresh.length > 0) setSeen([...seen, ...fresh])
  return fresh.length > 0 ? [...seen, ...fresh] : seen
}
