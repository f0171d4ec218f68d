import type { ReactNode } from 'react'
import { Skeleton } from '../skeleton/skeleton.tsx'
import './data-table.css'

export interface DataTableColumn<TRow> {
  readonly id: string
  /** The column heading; on phones also the label beside each value. */
  readonly header: string
  readonly cell: (row: TRow) => ReactNode
  /** Amounts line up on the end edge so their digits align. */
  readonly align?: 'start' | 'end'
  /** On phones this cell heads the row's card, without a label (a date, a game name). */
  readonly primary?: boolean
  /** The placeholder's width while loading, e.g. '6em'; 70% of the cell by default. */
  readonly placeholderWidth?: string
}

export interface DataTableProps<TRow> {
  /** Names the table for screen readers; shown only when `captionVisible`. */
  readonly caption: string
  readonly captionVisible?: boolean
  readonly columns: readonly DataTableColumn<TRow>[]
  readonly rows: readonly TRow[]
  readonly rowKey: (row: TRow) => string
  /** The first load: placeholder rows of the final size instead of `rows`. */
  readonly loading?: boolean
  /** How many placeholder rows; 5 by default. */
  readonly placeholderRows?: number
  /** A newer page is on its way while these rows stay on screen. */
  readonly busy?: boolean
}

/**
 * Records in columns on a wide screen, and each record as a stacked card of label–value lines
 * when the table's own box is narrow (a phone, a side column): the layout follows the container,
 * not the window. The ARIA roles are written out because browsers drop a table's semantics once
 * CSS changes its display, and the stacked layout must still read as rows and cells.
 */
export function DataTable<TRow>({
  caption,
  captionVisible = false,
  columns,
  rows,
  rowKey,
  loading = false,
  placeholderRows = 5,
  busy = false,
}: DataTableProps<TRow>) {
  const align = (column: DataTableColumn<TRow>) => (column.align === 'end' ? 'end' : undefined)
  const placeholders = Array.from({ length: placeholderRows }, (_, index) => `placeholder-${index}`)
  return (
    <div className="pk-data-table" data-slot="data-table" data-busy={busy || undefined}>
      {/* biome-ignore lint/a11y/noRedundantRoles: kept when the stacked layout changes display */}
      <table className="pk-data-table__table" role="table" aria-busy={loading || busy || undefined}>
        <caption
          className={captionVisible ? 'pk-data-table__caption' : 'pk-data-table__caption--hidden'}
        >
          {caption}
        </caption>
        <thead className="pk-data-table__head">
          {/* biome-ignore lint/a11y/noRedundantRoles: see the table's role */}
          <tr role="row">
            {columns.map((column) => (
              // biome-ignore lint/a11y/noRedundantRoles: see the table's role
              <th key={column.id} scope="col" role="columnheader" data-align={align(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading
            ? placeholders.map((key) => (
                // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a row of placeholders has nothing to focus
                <tr key={key} className="pk-data-table__row" aria-hidden="true">
                  {columns.map((column) => (
                    <td
                      key={column.id}
                      className="pk-data-table__cell"
                      data-align={align(column)}
                      data-primary={column.primary || undefined}
                    >
                      <Skeleton
                        className="pk-data-table__placeholder"
                        style={{ width: column.placeholderWidth ?? '70%' }}
                      />
                    </td>
                  ))}
                </tr>
              ))
            : rows.map((row) => (
                <tr
                  key={rowKey(row)}
                  // biome-ignore lint/a11y/noRedundantRoles: see the table's role
                  role="row"
                  className="pk-data-table__row"
                  data-slot="data-table-row"
                >
                  {columns.map((column) => (
                    <td
                      key={column.id}
                      // biome-ignore lint/a11y/noRedundantRoles: see the table's role
                      role="cell"
                      className="pk-data-table__cell"
                      data-align={align(column)}
                      data-primary={column.primary || undefined}
                    >
                      {/* The column's name beside the value, on narrow layouts only; the header
                          already names it for screen readers. */}
                      <span className="pk-data-table__label" aria-hidden="true">
                        {column.header}
                      </span>
                      <span className="pk-data-table__value">{column.cell(row)}</span>
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  )
}
