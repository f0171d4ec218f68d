import { useSiteQuery } from '../api/use-site-query.ts'
import { HomeBannersView } from './home-banners-view.tsx'

/** The home page's hero: the running promotions, none when the call fails. */
export function HomeBanners() {
  const promotions = useSiteQuery('promotionList', { category: '' })
  return <HomeBannersView promotions={promotions.isError ? [] : (promotions.data?.items ?? null)} />
}
