import { useLingui } from '@lingui/react'
import { DataTable, type DataTableColumn, Pagination } from '@parlor/ui-kit'
import type { ReactNode } from 'react'
import './wallet.css'

export interface PagedAnswer<TRow> {
  readonly items: readonly TRow[]
  readonly page: number
  readonly page_size: number
  readonly total: number
}

export interface PagedTableProps<TRow> {
  readonly caption: string
  readonly columns: readonly DataTableColumn<TRow>[]
  readonly rowKey: (row: TRow) => string
  /** The server's page (undefined until the first one arrives). */
  readonly answer: PagedAnswer<TRow> | undefined
  /** The page asked for: shown by the pager while it loads. */
  readonly page: number
  readonly pageSize: number
  /** A newer page is on its way; the previous one stays on screen. */
  readonly busy: boolean
  readonly onPageChange: (page: number) => void
  /** What shows when the server has nothing for this filter. */
  readonly empty: ReactNode
  readonly testId: string
}

/**
 * A history list's page: placeholder rows until the first answer, then the table and its pager
 * with the server's page, size and total, or the empty state.
 */
export function PagedTable<TRow>({
  caption,
  columns,
  rowKey,
  answer,
  page,
  pageSize,
  busy,
  onPageChange,
  empty,
  testId,
}: PagedTableProps<TRow>) {
  const { i18n } = useLingui()
  if (answer && answer.total === 0 && answer.items.length === 0) return <>{empty}</>
  return (
    <div className="wallet-paged" data-testid={testId}>
      <DataTable
        caption={caption}
        columns={columns}
        rows={answer?.items ?? []}
        rowKey={rowKey}
        loading={answer === undefined}
        placeholderRows={Math.min(pageSize, 8)}
        busy={busy}
      />
      {answer ? (
        <Pagination
          totalItems={answer.total}
          currentPage={busy ? page : answer.page}
          perPage={answer.page_size}
          onPageChange={onPageChange}
          label={i18n._({
            id: 'wallet.pagesOf',
            message: 'Pages of {list}',
            values: { list: caption },
          })}
        />
      ) : null}
    </div>
  )
}
