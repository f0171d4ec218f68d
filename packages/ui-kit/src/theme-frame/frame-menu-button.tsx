import { useLingui } from '@lingui/react'
import type { MenuItem } from '@parlor/contract'
import { lazy, Suspense, useState } from 'react'
import { SiteNav } from '../site-nav/site-nav.tsx'
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx'

const loadDrawer = () => import('../drawer.ts')
const MobileNavDrawer = lazy(() =>
  loadDrawer().then((module) => ({ default: module.MobileNavDrawer })),
)

export interface FrameMenuButtonProps {
  readonly items: readonly MenuItem[]
  readonly currentPath: string
  readonly navLabel: string
  /** `bars`: an icon-only button for a header; `tab`: icon and label, the tab bar's last tab. */
  readonly look: 'bars' | 'tab'
}

/**
 * The phone's menu button and the drawer holding the menu. The drawer's code downloads on the
 * first press (or as a finger or pointer approaches), and stays mounted to play its closing.
 */
export function FrameMenuButton({ items, currentPath, navLabel, look }: FrameMenuButtonProps) {
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
        className={`pk-frame-menu-button pk-frame-menu-button--${look}`}
        data-slot="frame-menu-button"
        data-variant={look}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={show}
        onPointerEnter={() => void loadDrawer()}
        onTouchStart={() => void loadDrawer()}
      >
        <span
          className="pk-frame-menu-button__bars"
          data-slot="frame-menu-button-bars"
          aria-hidden="true"
        />
        {look === 'tab' ? (
          <span className="pk-frame-menu-button__label">{label}</span>
        ) : (
          <VisuallyHidden>{label}</VisuallyHidden>
        )}
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
