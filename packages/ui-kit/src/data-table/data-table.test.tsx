import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DataTable, type DataTableColumn } from './data-table.tsx'

interface Row {
  readonly id: string
  readonly name: string
  readonly amount: string
}

const columns: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Game', cell: (row) => row.name, primary: true },
  { id: 'amount', header: 'Stake', cell: (row) => row.amount, align: 'end' },
]
const rows: Row[] = [
  { id: 'a', name: 'Lucky 7', amount: '10 PHP' },
  { id: 'b', name: 'Dragon Gold', amount: '25 PHP' },
]

describe('DataTable', () => {
  it('reads as a named table of rows and cells', () => {
    render(<DataTable caption="Your bets" columns={columns} rows={rows} rowKey={(r) => r.id} />)
    const table = screen.getByRole('table', { name: 'Your bets' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Game', 'Stake'])
    const [, first] = within(table).getAllByRole('row')
    expect(first).toBeDefined()
    expect(within(first as HTMLElement).getByRole('cell', { name: /Lucky 7/ })).toBeInTheDocument()
  })

  it('shows placeholder rows, hidden from readers, while the first page loads', () => {
    render(
      <DataTable
        caption="Your bets"
        columns={columns}
        rows={[]}
        rowKey={(r) => r.id}
        loading
        placeholderRows={3}
      />,
    )
    const table = screen.getByRole('table', { name: 'Your bets' })
    expect(table).toHaveAttribute('aria-busy', 'true')
    // Only the header row is exposed; the placeholders are aria-hidden.
    expect(within(table).getAllByRole('row')).toHaveLength(1)
    expect(table.querySelectorAll('tbody tr')).toHaveLength(3)
  })

  it('keeps the previous rows on screen while the next page loads', () => {
    render(
      <DataTable caption="Your bets" columns={columns} rows={rows} rowKey={(r) => r.id} busy />,
    )
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByText('Dragon Gold')).toBeInTheDocument()
  })
})
