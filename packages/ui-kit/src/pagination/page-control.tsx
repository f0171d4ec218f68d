import type { ReactNode } from 'react'
import { AppLink } from '../navigation/app-link.tsx'

export interface PageControlProps {
  /** The page to go to; null where there is nowhere to go (no previous page on page 1). */
  readonly page: number | null
  /** The link type's address of `page`; null renders a button. */
  readonly href: string | null
  readonly asLink: boolean
  readonly label: string
  readonly current?: boolean
  readonly onSelect?: ((page: number) => void) | undefined
  readonly children: ReactNode
}

/**
 * One control of the pager. Links keep lists crawlable; buttons serve lists held in the page's
 * state. A control with nowhere to go stays in place, dimmed and announced as unavailable, so
 * the pager does not shift under the pointer.
 */
export function PageControl(props: PageControlProps) {
  const { page, href, asLink, label, current, onSelect, children } = props
  const common = {
    className: 'pk-pagination__control',
    'aria-label': label,
    'aria-current': current ? ('page' as const) : undefined,
    'data-slot': 'page-control',
  }
  if (asLink) {
    return page === null || href === null ? (
      // An anchor without href is no link; role and aria-disabled say what it would be.
      <a role="link" aria-disabled="true" {...common}>
        {children}
      </a>
    ) : (
      <AppLink href={href} {...common}>
        {children}
      </AppLink>
    )
  }
  return (
    <button
      type="button"
      disabled={page === null}
      onClick={page === null ? undefined : () => onSelect?.(page)}
      {...common}
    >
      {children}
    </button>
  )
}
