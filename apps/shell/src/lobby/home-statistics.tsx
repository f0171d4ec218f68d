import { useSiteQuery } from '../api/use-site-query.ts'
import { HomeStatisticsView } from './home-statistics-view.tsx'

/** The site's figures of the last day, left out when the call fails. */
export function HomeStatistics() {
  const ticker = useSiteQuery('top10WinnerWithdrawal', {})
  if (ticker.isError) return null
  return <HomeStatisticsView statistics={ticker.data?.statistics ?? null} />
}
