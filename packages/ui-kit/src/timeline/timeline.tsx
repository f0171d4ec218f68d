import { useLingui } from '@lingui/react'
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx'
import './timeline.css'

export type TimelineStepState = 'done' | 'current' | 'upcoming' | 'failed'

export interface TimelineStep {
  readonly key: string
  readonly title: string
  /** When it happened, already formatted for the player's language. */
  readonly at?: string
  readonly state: TimelineStepState
}

export interface TimelineProps {
  /** Names the list ("Withdrawal status"). */
  readonly label: string
  readonly steps: readonly TimelineStep[]
}

/** A marker glyph per state, so the state does not rest on colour alone. */
const marker: Record<TimelineStepState, string> = {
  done: '✓',
  current: '•',
  upcoming: '',
  failed: '✕',
}

/** The stages of a process in order (a withdrawal: requested, approved, paid). */
export function Timeline({ label, steps }: TimelineProps) {
  const { i18n } = useLingui()
  // Read after each title; the current step says so through aria-current instead.
  const stateText: Record<TimelineStepState, string | null> = {
    done: i18n._({ id: 'timeline.done', message: 'Completed' }),
    current: null,
    upcoming: i18n._({ id: 'timeline.upcoming', message: 'Not yet' }),
    failed: i18n._({ id: 'timeline.failed', message: 'Failed' }),
  }
  return (
    <ol className="pk-timeline" data-slot="timeline" aria-label={label}>
      {steps.map((step) => (
        <li
          key={step.key}
          className="pk-timeline__step"
          data-slot="timeline-step"
          data-state={step.state}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <span className="pk-timeline__marker" aria-hidden="true">
            {marker[step.state]}
          </span>
          <span className="pk-timeline__title">
            {step.title}
            {stateText[step.state] ? (
              <VisuallyHidden>, {stateText[step.state]}</VisuallyHidden>
            ) : null}
          </span>
          {step.at ? <span className="pk-timeline__at">{step.at}</span> : null}
        </li>
      ))}
    </ol>
  )
}
