import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { TabPanel } from '../tab-panel/tab-panel.tsx'
import { renderWithI18n } from '../test/render-with-i18n.tsx'
import { Tabs } from './tabs.tsx'

const tabs = [
  { value: 'deposits', label: 'Deposits' },
  { value: 'withdrawals', label: 'Withdrawals' },
  { value: 'bonuses', label: 'Bonuses' },
] as const

function History() {
  const [value, setValue] = useState('deposits')
  return (
    <Tabs label="Transaction type" value={value} onValueChange={setValue} tabs={tabs}>
      {tabs.map((tab) => (
        <TabPanel key={tab.value} value={tab.value}>
          {tab.label} list
        </TabPanel>
      ))}
    </Tabs>
  )
}

describe('Tabs', () => {
  it('switches with the arrow keys and shows the selected panel', async () => {
    const user = userEvent.setup()
    renderWithI18n(<History />)
    expect(screen.getByRole('tablist', { name: 'Transaction type' })).toBeInTheDocument()
    const deposits = screen.getByRole('tab', { name: 'Deposits' })
    expect(deposits).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'Deposits' })).toHaveTextContent('Deposits list')

    await user.tab()
    expect(deposits).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    const withdrawals = screen.getByRole('tab', { name: 'Withdrawals' })
    expect(withdrawals).toHaveFocus()
    expect(withdrawals).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Withdrawals list')

    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(screen.getByRole('tab', { name: 'Bonuses' })).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{Home}')
    expect(deposits).toHaveAttribute('aria-selected', 'true')
  })
})
