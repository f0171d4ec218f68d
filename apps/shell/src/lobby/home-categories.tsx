import { useLingui } from '@lingui/react'
import { layoutAtom } from '@parlor/core'
import { CategoryGrid, menuLabel } from '@parlor/ui-kit'
import { useAtomValue } from 'jotai'
import { HomeSection } from './home-section.tsx'

/** The site's game categories (its game menu, already limited to what it carries), as a grid. */
export function HomeCategories() {
  const { i18n } = useLingui()
  const gameMenu = useAtomValue(layoutAtom).content?.game_menu ?? []
  if (gameMenu.length === 0) return null
  const title = i18n._({ id: 'home.categories', message: 'Game categories' })
  return (
    <HomeSection title={title}>
      <CategoryGrid
        label={title}
        items={gameMenu.map((item) => ({
          href: item.path,
          label: menuLabel(i18n, item),
          icon: item.icon,
        }))}
      />
    </HomeSection>
  )
}
