import { useLingui } from '@lingui/react'
import { SiteNav, type SiteNavProps, VisuallyHidden } from '@parlor/ui-kit'
import { lazy, Suspense, useState } from 'react'

const loadDrawer = () => import('@parlor/ui-kit/drawer')
const MobileNavDrawer = lazy(() =>
  loadDrawer().then((module) => ({ default: module.MobileNavDrawer })),
)

export interface Template1MenuProps {
  readonly items: SiteNavProps['items']
  readonly currentPath: string
  readonly navLabel: string
}

/**
 * Phones: the menu button, and the drawer holding the menu. The drawer's code downloads on the
 * first press (or as a finger or pointer approaches), and stays mounted to play its closing.
 */
export function Template1Menu({ items, currentPath, navLabel }: Template1MenuProps) {
  const { i18n } = useLingui()
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  const label = i18n._({ id: 'nav.menu', message: 'Menu' })
  const show = () => {
    setWanted(true)
    setOpen(true)
  }
  return (
    <>
      <button
        type="button"
        className="t1-menu-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={show}
        onPointerEnter={() => void loadDrawer()}
        onTouchStart={() => void loadDrawer()}
      >
        <span className="t1-menu-button__bars" aria-hidden="true" />
        <VisuallyHidden>{label}</VisuallyHidden>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileNavDrawer label={label} open={open} onOpenChange={setOpen}>
            <SiteNav
              label={navLabel}
              items={items}
              currentPath={currentPath}
              orientation="vertical"
              onNavigate={() => setOpen(false)}
            />
          </MobileNavDrawer>
        </Suspense>
      ) : null}
    </>
  )
}
