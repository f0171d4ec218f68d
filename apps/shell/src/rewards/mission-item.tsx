import { useLingui } from '@lingui/react'
import type { Mission } from '@parlor/contract'
import { Button, MissionCard } from '@parlor/ui-kit'
import { useMissionProgress } from './mission-progress.tsx'
import { MissionReward } from './mission-reward.tsx'
import { missionStatusBadge } from './mission-status.ts'

export interface MissionItemProps {
  readonly mission: Mission
  readonly onClaim: (missionId: number) => void
  readonly claiming: boolean
}

/** One mission as a card, with its claim button once it is completed. */
export function MissionItem({ mission, onClaim, claiming }: MissionItemProps) {
  const { i18n } = useLingui()
  const progressOf = useMissionProgress()
  const expiry = mission.expires_at
    ? i18n._({
        id: 'mission.endsAt',
        message: 'Ends {date}',
        values: {
          date: i18n.date(new Date(mission.expires_at), {
            dateStyle: 'medium',
            timeStyle: 'short',
          }),
        },
      })
    : undefined
  return (
    <MissionCard
      title={mission.title}
      description={mission.description}
      progress={progressOf(mission)}
      reward={<MissionReward mission={mission} />}
      status={missionStatusBadge(i18n, mission.status)}
      {...(expiry ? { expiry } : {})}
      action={
        mission.status === 'completed' ? (
          <Button
            onClick={() => onClaim(mission.mission_id)}
            disabled={claiming}
            aria-busy={claiming}
            data-testid={`mission-claim-${mission.mission_id}`}
            aria-label={i18n._({
              id: 'mission.claimOf',
              message: 'Claim reward: {title}',
              values: { title: mission.title },
            })}
          >
            {i18n._({ id: 'mission.claim', message: 'Claim reward' })}
          </Button>
        ) : undefined
      }
    />
  )
}
