import { useSiteQuery } from '../api/use-site-query.ts'
import { HomeTickerView } from './home-ticker-view.tsx'

/** The home page's ticker of the latest big wins and withdrawals; empty when the call fails. */
export function HomeTicker() {
  const ticker = useSiteQuery('top10WinnerWithdrawal', {})
  return (
    <HomeTickerView
      ticker={ticker.isError ? { winners: [], withdrawals: [] } : (ticker.data ?? null)}
    />
  )
}
