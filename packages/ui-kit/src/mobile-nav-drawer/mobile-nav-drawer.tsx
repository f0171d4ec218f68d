import * as RadixDialog from '@radix-ui/react-dialog'
import { type ReactNode, useRef } from 'react'
import { DialogCloseButton } from '../dialog/dialog-close-button.tsx'
import './mobile-nav-drawer.css'

export interface MobileNavDrawerProps {
  /** The drawer's heading and accessible name ("Menu"). */
  readonly label: string
  readonly open: boolean
  readonly onOpenChange: (open: boolean) => void
  /** What the drawer holds: the site menu (a vertical SiteNav), perhaps account links. */
  readonly children: ReactNode
}

/**
 * The phone's menu: a sheet from the left edge. Radix traps focus inside and hides the page from
 * screen readers; Escape, a tap on the shade and the close button close it, and focus goes back
 * to whatever opened it (a header's menu button, opened through state rather than a Trigger).
 */
export function MobileNavDrawer({ label, open, onOpenChange, children }: MobileNavDrawerProps) {
  const returnFocus = useRef<HTMLElement | null>(null)
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="pk-drawer-overlay" data-slot="drawer-overlay" />
        <RadixDialog.Content
          className="pk-drawer"
          data-slot="mobile-nav-drawer"
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            const active = document.activeElement
            returnFocus.current = active instanceof HTMLElement ? active : null
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocus.current
            returnFocus.current = null
            if (target?.isConnected && target !== document.body) {
              event.preventDefault()
              target.focus()
            }
          }}
          onEscapeKeyDown={(event) => {
            // Radix hears Escape first (capture phase): an open list inside closes before the drawer.
            const target = event.target instanceof Element ? event.target : null
            if (target?.closest('[data-slot="site-nav-group"][data-state="open"]')) {
              event.preventDefault()
            }
          }}
        >
          <div className="pk-drawer__header" data-slot="drawer-header">
            <RadixDialog.Title className="pk-drawer__title" data-slot="drawer-title">
              {label}
            </RadixDialog.Title>
            <DialogCloseButton className="pk-drawer__close" />
          </div>
          <div className="pk-drawer__body">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}
