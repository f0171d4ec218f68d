import { withI18n } from '@parlor/story-stage/with-i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { StatusBadge } from '../status-badge/status-badge.tsx'
import { DataTable, type DataTableColumn } from './data-table.tsx'

interface Row {
  readonly id: string
  readonly date: string
  readonly kind: string
  readonly reference: string
  readonly amount: string
  readonly status: 'Completed' | 'Pending'
}

const rows: Row[] = [
  {
    id: '1',
    date: '1 May 2025, 10:02',
    kind: 'Deposit',
    reference: 'DP-7KQ2M9XA4C',
    amount: '1,000 PHP',
    status: 'Completed',
  },
  {
    id: '2',
    date: '2 May 2025, 18:40',
    kind: 'Withdrawal',
    reference: 'WD-3HTP8Z2RWN',
    amount: '500 PHP',
    status: 'Pending',
  },
  {
    id: '3',
    date: '3 May 2025, 08:15',
    kind: 'Deposit',
    reference: 'DP-Q4M8N2C7VB',
    amount: '250.50 PHP',
    status: 'Completed',
  },
]

const columns: DataTableColumn<Row>[] = [
  { id: 'date', header: 'Date', cell: (row) => row.date, primary: true },
  { id: 'kind', header: 'Type', cell: (row) => row.kind },
  { id: 'reference', header: 'Reference', cell: (row) => <code>{row.reference}</code> },
  { id: 'amount', header: 'Amount', cell: (row) => row.amount, align: 'end' },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => (
      <StatusBadge tone={row.status === 'Completed' ? 'success' : 'warning'}>
        {row.status}
      </StatusBadge>
    ),
  },
]

const meta = {
  title: 'Kit/DataTable',
  component: DataTable<Row>,
  decorators: [withI18n],
  args: { caption: 'Transactions', columns, rows, rowKey: (row: Row) => row.id },
} satisfies Meta<typeof DataTable<Row>>

export default meta
type Story = StoryObj<typeof meta>

export const Wide: Story = {}
export const WithCaption: Story = { args: { captionVisible: true } }
export const Loading: Story = { args: { loading: true, rows: [] } }
export const LoadingNextPage: Story = {
  args: { busy: true },
  // The previous page is dimmed for the moment the next one loads: stale text, not for reading.
  parameters: { a11y: { config: { rules: [{ id: 'color-contrast', enabled: false }] } } },
}
/** The same table in a phone-sized box: every row a card of label–value lines. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
}
export const NarrowLoading: Story = {
  args: { loading: true, rows: [] },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
}
