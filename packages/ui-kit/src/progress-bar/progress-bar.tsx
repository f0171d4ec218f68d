import type { CSSProperties } from 'react'
import './progress-bar.css'

export interface ProgressBarProps {
  /** What is progressing ("Deposit progress"): the bar's accessible name. */
  readonly label: string
  /** A percentage; anything outside 0–100 (or not a number) is held within it. */
  readonly value: number
  /** Read instead of the bare percentage, e.g. "4,500 of 10,000 PHP". */
  readonly valueText?: string
}

/** VIP progress is capped at 100%: a bar never overflows, nor reads "120 percent". */
export function clampPercent(value: number): number {
  if (Number.isNaN(value)) return 0
  return Math.min(100, Math.max(0, value))
}

export function ProgressBar({ label, value, valueText }: ProgressBarProps) {
  const percent = clampPercent(value)
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      data-slot="progress-bar"
      className="pk-progress"
    >
      <div
        className="pk-progress__fill"
        data-slot="progress-fill"
        style={{ '--pk-progress-value': `${percent}%` } as CSSProperties}
      />
    </div>
  )
}
