import * as RadixDialog from '@radix-ui/react-dialog'
import { type ReactNode, type RefObject, useRef } from 'react'
import { DialogCloseButton } from './dialog-close-button.tsx'
import './dialog.css'
import { useScrollable } from './use-scrollable.ts'
import './dialog-motion.css'

export type DialogSize = 'small' | 'medium' | 'large'

const sizeClass: Record<DialogSize, string> = {
  small: 'pk-dialog--small',
  medium: 'pk-dialog--medium',
  large: 'pk-dialog--large',
}

export interface DialogProps {
  readonly open: boolean
  readonly onOpenChange: (open: boolean) => void
  /** The dialog's heading and accessible name. */
  readonly title: string
  readonly description?: string
  readonly children?: ReactNode
  /** Actions along the bottom edge (confirm, cancel). */
  readonly footer?: ReactNode
  readonly size?: DialogSize
  /**
   * The modal's spec id (`loginmodal`): the dialog element's `id`, so `#loginmodal` finds it, and
   * its `data-dialog-id`.
   */
  readonly id?: string
  /** False: Escape, a click outside and the close button are gone; the page must close it. */
  readonly dismissible?: boolean
  readonly className?: string
  /** What gets focus on opening; the first focusable element by default. */
  readonly initialFocusRef?: RefObject<HTMLElement | null>
}

/**
 * A modal dialog: focus is trapped inside (Radix), the rest of the page is hidden from screen
 * readers, and focus goes back where it was on closing. Phones get a bottom sheet.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'medium',
  id,
  dismissible = true,
  className,
  initialFocusRef,
}: DialogProps) {
  // Radix returns focus only to its own Trigger; these dialogs are opened by the page's state
  // (a button, a guard's timer), so the element focused at opening is remembered here.
  const returnFocus = useRef<HTMLElement | null>(null)
  const [bodyRef, bodyScrolls] = useScrollable<HTMLDivElement>()
  const refuse = (event: Event) => event.preventDefault()
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="pk-dialog-overlay" data-slot="dialog-overlay" />
        <RadixDialog.Content
          className={['pk-dialog', sizeClass[size], className].filter(Boolean).join(' ')}
          data-slot="dialog"
          id={id}
          data-dialog-id={id}
          onOpenAutoFocus={(event) => {
            const active = document.activeElement
            returnFocus.current = active instanceof HTMLElement ? active : null
            if (initialFocusRef?.current) {
              event.preventDefault()
              initialFocusRef.current.focus()
            }
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocus.current
            returnFocus.current = null
            if (target?.isConnected && target !== document.body) {
              event.preventDefault()
              target.focus()
            }
          }}
          onEscapeKeyDown={dismissible ? undefined : refuse}
          onInteractOutside={dismissible ? undefined : refuse}
        >
          <div className="pk-dialog__header" data-slot="dialog-header">
            <RadixDialog.Title className="pk-dialog__title" data-slot="dialog-title">
              {title}
            </RadixDialog.Title>
            {dismissible ? <DialogCloseButton slot="dialog-close" /> : null}
          </div>
          {description ? (
            <RadixDialog.Description className="pk-dialog__description">
              {description}
            </RadixDialog.Description>
          ) : null}
          <div
            ref={bodyRef}
            className="pk-dialog__body"
            data-slot="dialog-body"
            // Long text (terms) scrolls here: the keyboard reaches it to scroll it.
            tabIndex={bodyScrolls ? 0 : undefined}
          >
            {children}
          </div>
          {footer ? (
            <div className="pk-dialog__footer" data-slot="dialog-footer">
              {footer}
            </div>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}
