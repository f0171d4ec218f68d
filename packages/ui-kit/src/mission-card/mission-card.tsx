import { useLingui } from '@lingui/react'
import { type ReactNode, useId } from 'react'
import { ProgressBar } from '../progress-bar/progress-bar.tsx'
import { StatusBadge, type StatusTone } from '../status-badge/status-badge.tsx'
import './mission-card.css'

export interface MissionCardProps {
  readonly title: string
  readonly description: string
  /** Percent done (held within 0–100), and the same in the mission's own unit ("12 / 20 rounds"). */
  readonly progress: {
    readonly percent: number
    readonly text: ReactNode
    readonly valueText: string
  }
  /** What completing it pays (amounts, tokens), already formatted. */
  readonly reward: ReactNode
  readonly status: { readonly tone: StatusTone; readonly label: string }
  /** When the period ends ("Ends 3 Mar 2025, 00:00"); nothing for a one-off. */
  readonly expiry?: string
  /** The claim button of a completed mission. */
  readonly action?: ReactNode
  readonly headingLevel?: 2 | 3
}

/** A mission: what to do, how far along the player is, what it pays, and its claim. */
export function MissionCard({
  title,
  description,
  progress,
  reward,
  status,
  expiry,
  action,
  headingLevel = 3,
}: MissionCardProps) {
  const { i18n } = useLingui()
  const titleId = useId()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="pk-mission-card" data-slot="mission-card" aria-labelledby={titleId}>
      <div className="pk-mission-card__heading">
        <Heading id={titleId} className="pk-mission-card__title">
          {title}
        </Heading>
        <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
      </div>
      <p className="pk-mission-card__description">{description}</p>
      <div className="pk-mission-card__progress">
        <ProgressBar
          label={i18n._({
            id: 'mission.progressOf',
            message: 'Progress: {title}',
            values: { title },
          })}
          value={progress.percent}
          valueText={progress.valueText}
        />
        <span className="pk-mission-card__count">{progress.text}</span>
      </div>
      <div className="pk-mission-card__footer">
        <p className="pk-mission-card__reward">
          <span className="pk-mission-card__reward-label">
            {i18n._({ id: 'mission.reward', message: 'Reward' })}
          </span>{' '}
          {reward}
        </p>
        {expiry ? <p className="pk-mission-card__expiry">{expiry}</p> : null}
        {action ? <div className="pk-mission-card__action">{action}</div> : null}
      </div>
    </article>
  )
}
