import type { BetRecord } from '@parlor/contract'
import { useState } from 'react'

/**
 * The providers of the rounds shown so far, sorted, plus the one filtered on: choosing a
 * provider must not shrink the choice to that provider alone.
 */
export function useSeenProviders(
  items: readonly BetRecord[] | undefined,
  chosen: string,
): string[] {
  const [seen, setSeen] = useState<readonly string[]>([])
  const fresh = [...new Set(items?.map((bet) => bet.provider_code) ?? [])].filter(
    (code) => !seen.includes(code),
  )
  // Derived state kept across pages: updated during render, as React recommends over an effect.
  if (fresh.length > 0) setSeen([...seen, ...fresh])
  return [...new Set([...seen, ...fresh, ...(chosen ? [chosen] : [])])].sort()
}
