import { useLingui } from '@lingui/react'
import type { MenuItem } from '@parlor/contract'
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { menuLabel } from '../menu-labels/menu-labels.ts'
import { isCurrentPath } from './menu-path.ts'
import { SiteNavLink } from './site-nav-link.tsx'

export interface SiteNavGroupProps {
  readonly item: MenuItem
  readonly currentPath?: string
  readonly onNavigate?: () => void
}

function holdsCurrent(item: MenuItem, currentPath: string | undefined): boolean {
  return item.children.some(
    (child) => isCurrentPath(child.path, currentPath) || holdsCurrent(child, currentPath),
  )
}

/**
 * An item with children: a disclosure (W3C's disclosure navigation pattern, not an ARIA menu), a
 * button that shows and hides the nested list. The parent's own path is not a link: the button
 * is its only action, so a touch or a click always opens the list.
 */
export function SiteNavGroup({ item, currentPath, onNavigate }: SiteNavGroupProps) {
  const onCurrentBranch = holdsCurrent(item, currentPath)
  const { i18n } = useLingui()
  const [open, setOpen] = useState(false)
  const listId = useId()
  const root = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const list = useRef<HTMLUListElement>(null)

  // Before painting: a dropped list that would cross the right edge of the screen opens leftwards.
  useLayoutEffect(() => {
    const node = list.current
    if (!open || !node) return
    delete node.dataset.align
    if (node.getBoundingClientRect().right > document.documentElement.clientWidth) {
      node.dataset.align = 'end'
    }
  }, [open])

  // Open: Escape, focus moving out and a click elsewhere close it (some browsers do not focus
  // a clicked button, so focus alone cannot tell). Listened to natively, on the open group only.
  useEffect(() => {
    const node = root.current
    if (!open || !node) return
    const onPointerDown = (event: PointerEvent) => {
      if (!node.contains(event.target as Node)) setOpen(false)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.stopPropagation()
      setOpen(false)
      toggle.current?.focus()
    }
    const onFocusOut = (event: FocusEvent) => {
      if (!node.contains(event.relatedTarget as Node | null)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    node.addEventListener('keydown', onKeyDown)
    node.addEventListener('focusout', onFocusOut)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      node.removeEventListener('keydown', onKeyDown)
      node.removeEventListener('focusout', onFocusOut)
    }
  }, [open])

  const followed = () => {
    setOpen(false)
    onNavigate?.()
  }

  return (
    <div
      ref={root}
      className="pk-site-nav__group"
      data-slot="site-nav-group"
      data-state={open ? 'open' : 'closed'}
    >
      <button
        ref={toggle}
        type="button"
        className="pk-site-nav__link pk-site-nav__toggle"
        data-slot="site-nav-toggle"
        aria-expanded={open}
        aria-controls={listId}
        data-current-branch={onCurrentBranch || undefined}
        data-current={onCurrentBranch ? 'branch' : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        {item.icon ? (
          <img
            className="pk-site-nav__icon"
            data-slot="site-nav-icon"
            src={item.icon}
            alt=""
            width={24}
            height={24}
          />
        ) : null}
        <span className="pk-site-nav__text" data-slot="site-nav-text">
          {menuLabel(i18n, item)}
        </span>
        <span className="pk-site-nav__chevron" data-slot="site-nav-chevron" aria-hidden="true" />
      </button>
      <ul
        ref={list}
        id={listId}
        className="pk-site-nav__sublist"
        data-slot="site-nav-sublist"
        hidden={!open}
      >
        {item.children.map((child) => (
          <li
            key={`${child.content_id}:${child.id}`}
            className="pk-site-nav__item"
            data-slot="site-nav-item"
          >
            {child.children.length > 0 ? (
              <SiteNavGroup item={child} currentPath={currentPath} onNavigate={followed} />
            ) : (
              <SiteNavLink item={child} currentPath={currentPath} onNavigate={followed} />
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
