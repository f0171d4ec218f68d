import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ProgressBar } from './progress-bar.tsx'

function fillWidth() {
  const fill = document.querySelector('[data-slot="progress-fill"]') as HTMLElement
  return fill.style.getPropertyValue('--pk-progress-value')
}

describe('ProgressBar', () => {
  it('reports its value as a named progress bar', () => {
    render(<ProgressBar label="Deposit progress" value={45.5} valueText="45.5%" />)
    const bar = screen.getByRole('progressbar', { name: 'Deposit progress' })
    expect(bar).toHaveAttribute('aria-valuenow', '45.5')
    expect(bar).toHaveAttribute('aria-valuemin', '0')
    expect(bar).toHaveAttribute('aria-valuemax', '100')
    expect(bar).toHaveAttribute('aria-valuetext', '45.5%')
    expect(fillWidth()).toBe('45.5%')
  })

  it('caps at 100 and never goes below 0', () => {
    const { rerender } = render(<ProgressBar label="Turnover" value={180} />)
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100')
    expect(fillWidth()).toBe('100%')
    rerender(<ProgressBar label="Turnover" value={-5} />)
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0')
    rerender(<ProgressBar label="Turnover" value={Number.NaN} />)
    expect(fillWidth()).toBe('0%')
  })
})
