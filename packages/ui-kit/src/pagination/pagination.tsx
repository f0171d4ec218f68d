import { useLingui } from '@lingui/react'
import { paginate } from '@parlor/core'
import { PageControl } from './page-control.tsx'
import './pagination.css'

export interface PaginationProps {
  readonly totalItems: number
  /** 1-based; out of range is shown as the nearest real page. */
  readonly currentPage: number
  readonly perPage?: number
  /** Buttons call this with the chosen page. */
  readonly onPageChange?: (page: number) => void
  /** A URL with the `[page]` placeholder: the pager renders links instead of buttons. */
  readonly link?: string
  /** The navigation landmark's name; "Pagination" by default. */
  readonly label?: string
  /** Also show jumps of half the page buttons back and forward. */
  readonly showJumps?: boolean
}

/** Pages of a list, built on core's `paginate`: at most 5 page controls around the current one. */
export function Pagination({
  totalItems,
  currentPage,
  perPage,
  onPageChange,
  link,
  label,
  showJumps = false,
}: PaginationProps) {
  const { i18n } = useLingui()
  const asLink = link !== undefined
  const model = paginate({
    totalItems,
    currentPage,
    perPage,
    ...(asLink ? { type: 'link', link } : { type: 'button' }),
  })
  if (model.totalPages <= 1) return null

  const step = (page: number | null, text: string, glyph: string) => (
    <li className="pk-pagination__item">
      <PageControl
        page={page}
        href={page === null ? null : model.hrefFor(page)}
        asLink={asLink}
        label={text}
        onSelect={onPageChange}
      >
        <span aria-hidden="true">{glyph}</span>
      </PageControl>
    </li>
  )
  const count = model.jumpSize

  return (
    <nav
      className="pk-pagination"
      data-slot="pagination"
      aria-label={label ?? i18n._({ id: 'pagination.label', message: 'Pagination' })}
    >
      <ul className="pk-pagination__list">
        {showJumps
          ? step(
              model.jumpBack,
              i18n._({
                id: 'pagination.jumpBack',
                message: 'Back {count} pages',
                values: { count },
              }),
              '«',
            )
          : null}
        {step(model.previous, i18n._({ id: 'pagination.previous', message: 'Previous page' }), '‹')}
        {model.pages.map((item) => (
          <li key={item.page} className="pk-pagination__item">
            <PageControl
              page={item.page}
              href={item.href}
              asLink={asLink}
              current={item.current}
              onSelect={onPageChange}
              label={i18n._({
                id: 'pagination.page',
                message: 'Page {page}',
                values: { page: item.page },
              })}
            >
              {item.page}
            </PageControl>
          </li>
        ))}
        {step(model.next, i18n._({ id: 'pagination.next', message: 'Next page' }), '›')}
        {showJumps
          ? step(
              model.jumpForward,
              i18n._({
                id: 'pagination.jumpForward',
                message: 'Forward {count} pages',
                values: { count },
              }),
              '»',
            )
          : null}
      </ul>
    </nav>
  )
}
