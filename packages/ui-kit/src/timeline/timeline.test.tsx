import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithI18n } from '../test/render-with-i18n.tsx'
import { Timeline } from './timeline.tsx'

describe('Timeline', () => {
  it('lists the steps in order and marks the current one', () => {
    renderWithI18n(
      <Timeline
        label="Withdrawal status"
        steps={[
          { key: 'requested', title: 'Requested', at: '1 May, 10:00', state: 'done' },
          { key: 'approved', title: 'Approved', state: 'current' },
          { key: 'paid', title: 'Paid', state: 'upcoming' },
        ]}
      />,
    )
    const list = screen.getByRole('list', { name: 'Withdrawal status' })
    expect(list.tagName).toBe('OL')
    const steps = screen.getAllByRole('listitem')
    expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([null, 'step', null])
    expect(steps[0]).toHaveTextContent('Requested, Completed1 May, 10:00')
    expect(steps[2]).toHaveTextContent('Paid, Not yet')
  })
})
