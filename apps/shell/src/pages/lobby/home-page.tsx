import { defaultHomeSections, type HomeSection } from '@parlor/core'
import { type ComponentType, type ReactNode, Suspense } from 'react'
import { useShell } from '../../app/shell-context.tsx'
import { HomeBanners } from '../../lobby/home-banners.tsx'
import { HomeCategories } from '../../lobby/home-categories.tsx'
import { HomePartners } from '../../lobby/home-partners.tsx'
import { HomeRails } from '../../lobby/home-rails.tsx'
import { HomeStatistics } from '../../lobby/home-statistics.tsx'
import { HomeTicker } from '../../lobby/home-ticker.tsx'
import { useAnnouncementBeforeHome } from '../../lobby/use-announcement-before-home.ts'
import { useNearViewport } from '../../lobby/use-near-viewport.ts'
import { LeadSectionPlaceholder } from './home-lead-placeholder.tsx'
import { isLeadSection, type LeadSection, leadSection } from './home-lead-sections.ts'
import { HomePageFrame } from './home-page-frame.tsx'
import './home-page.css'

/** The slot family's sections, part of the home chunk; the casino and sportsbook leads are not. */
const sections: Record<Exclude<HomeSection, LeadSection>, ComponentType> = {
  banners: HomeBanners,
  ticker: HomeTicker,
  categories: HomeCategories,
  rails: HomeRails,
  statistics: HomeStatistics,
  partners: HomePartners,
}

/** Sections from the fourth on are below a phone's first screen on every theme. */
const firstScreenSections = 3

/**
 * A section below the first screen, rendered (and its calls made) once it nears the screen: a
 * phone's first load carries only what it shows. The rails hold their own tiles back instead
 * (home-rails.tsx), as their headings and links are worth having at once.
 */
function SectionNearViewport({ children }: { children: ReactNode }) {
  const [ref, near] = useNearViewport<HTMLDivElement>()
  return near ? children : <div ref={ref} className="home-page__pending" aria-busy="true" />
}

/**
 * The home page: the promotions as a hero, the winners ticker, the game categories, the default
 * game lists, the site's figures and its partners, in the order the theme arranges them, with
 * the live tables or the match list leading on casino and sportsbook themes. The first page every visitor downloads, so it
 * carries no dialog, form or sanitiser code (the announcement modal loads on its own).
 */
export function HomePage() {
  const shown = useShell().theme.home ?? defaultHomeSections
  useAnnouncementBeforeHome()
  return (
    <HomePageFrame>
      {shown.map((name, index) => {
        if (!isLeadSection(name)) {
          const Section = sections[name]
          return index < firstScreenSections || name === 'rails' ? (
            <Section key={name} />
          ) : (
            <SectionNearViewport key={name}>
              <Section />
            </SectionNearViewport>
          )
        }
        const Lead = leadSection(name)
        return (
          <Suspense key={name} fallback={<LeadSectionPlaceholder section={name} />}>
            <Lead />
          </Suspense>
        )
      })}
    </HomePageFrame>
  )
}
