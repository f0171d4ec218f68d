import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { AppLink } from '../navigation/app-link.tsx'
import './page-header.css'

export interface PageHeaderProps {
  /** The page's one `<h1>`. */
  readonly title: string
  /** Where "back" goes (the parent page); no back link without it. */
  readonly backHref?: string
  /** "Back" by default; name the destination when it helps ("Back to wallet"). */
  readonly backLabel?: string
  /** Buttons beside the title (a filter, "Add bank account"). */
  readonly actions?: ReactNode
  /** A line under the title. */
  readonly children?: ReactNode
}

export function PageHeader({ title, backHref, backLabel, actions, children }: PageHeaderProps) {
  const { i18n } = useLingui()
  return (
    <header className="pk-page-header" data-slot="page-header">
      {backHref ? (
        <AppLink href={backHref} className="pk-page-header__back" data-slot="page-header-back">
          <span aria-hidden="true">‹</span>
          {backLabel ?? i18n._({ id: 'common.back', message: 'Back' })}
        </AppLink>
      ) : null}
      <div className="pk-page-header__row">
        <h1 className="pk-page-header__title" data-slot="page-header-title">
          {title}
        </h1>
        {actions ? (
          <div className="pk-page-header__actions" data-slot="page-header-actions">
            {actions}
          </div>
        ) : null}
      </div>
      {children ? (
        <div className="pk-page-header__description" data-slot="page-header-description">
          {children}
        </div>
      ) : null}
    </header>
  )
}
