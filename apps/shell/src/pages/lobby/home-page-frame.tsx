import { useLingui } from '@lingui/react'
import { layoutAtom } from '@parlor/core'
import { VisuallyHidden } from '@parlor/ui-kit'
import { useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import './home-page.css'

/**
 * The home page around its sections: the part themes style (`home-page`) and the page's heading,
 * there for readers and search engines only, as the hero comes first. Apart from the sections'
 * order and loading (home-page.tsx) so Storybook's home wears the same page.
 */
export function HomePageFrame({ children }: { children: ReactNode }) {
  const { i18n } = useLingui()
  const siteName = useAtomValue(layoutAtom).site?.site_name ?? ''
  return (
    <div className="home-page" data-slot="home-page">
      <h1 className="home-page__title">
        <VisuallyHidden>
          {i18n._({
            id: 'home.title',
            message: '{site}: games and sports',
            values: { site: siteName },
          })}
        </VisuallyHidden>
      </h1>
      {children}
    </div>
  )
}
