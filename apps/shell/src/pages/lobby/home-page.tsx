import { useLingui } from '@lingui/react'
import { layoutAtom } from '@parlor/core'
import { VisuallyHidden } from '@parlor/ui-kit'
import { useAtomValue } from 'jotai'
import { HomeBanners } from '../../lobby/home-banners.tsx'
import { HomeCategories } from '../../lobby/home-categories.tsx'
import { HomePartners } from '../../lobby/home-partners.tsx'
import { HomeRails } from '../../lobby/home-rails.tsx'
import { HomeStatistics } from '../../lobby/home-statistics.tsx'
import { HomeTicker } from '../../lobby/home-ticker.tsx'
import { useAnnouncementBeforeHome } from '../../lobby/use-announcement-before-home.ts'
import './home-page.css'

/**
 * Spec §2 home: the promotions as a hero, the winners ticker, the game categories, the default
 * game lists, the site's figures and its partners. The first page every visitor downloads, so it
 * carries no dialog, form or sanitiser code (the announcement modal loads on its own).
 */
export function HomePage() {
  const { i18n } = useLingui()
  const siteName = useAtomValue(layoutAtom).site?.site_name ?? ''
  useAnnouncementBeforeHome()
  return (
    <div className="home-page">
      {/* The hero comes first; the heading names the page for readers and search engines. */}
      <h1 className="home-page__title">
        <VisuallyHidden>
          {i18n._({
            id: 'home.title',
            message: '{site}: games and sports',
            values: { site: siteName },
          })}
        </VisuallyHidden>
      </h1>
      <HomeBanners />
      <HomeTicker />
      <HomeCategories />
      <HomeRails />
      <HomeStatistics />
      <HomePartners />
    </div>
  )
}
