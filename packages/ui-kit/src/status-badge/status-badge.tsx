import type { ReactNode } from 'react'
import './status-badge.css'

export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger'

const toneClass: Record<StatusTone, string> = {
  neutral: 'pk-status-badge--neutral',
  info: 'pk-status-badge--info',
  success: 'pk-status-badge--success',
  warning: 'pk-status-badge--warning',
  danger: 'pk-status-badge--danger',
}

export interface StatusBadgeProps {
  readonly tone: StatusTone
  /** The status in words ("Pending"): colour alone never carries the meaning. */
  readonly children: ReactNode
}

/** A record's state (a withdrawal's "Pending", a promotion's "Claimed"), in a tone of the theme. */
export function StatusBadge({ tone, children }: StatusBadgeProps) {
  return (
    <span
      className={`pk-status-badge ${toneClass[tone]}`}
      data-slot="status-badge"
      data-tone={tone}
    >
      {children}
    </span>
  )
}
