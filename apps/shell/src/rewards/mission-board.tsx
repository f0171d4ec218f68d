import { useLingui } from '@lingui/react'
import type { Mission, MissionPeriod } from '@parlor/contract'
import { ButtonLink, EmptyState, Panel } from '@parlor/ui-kit'
import { useAccountQuery } from '../api/use-account-query.ts'
import { MissionItem } from './mission-item.tsx'
import { MissionSkeleton } from './mission-skeleton.tsx'
import { useMissionClaim } from './use-mission-claim.ts'
import './missions.css'

export interface MissionBoardProps {
  /** Which periods to show, in this order (the minigame hub shows today's only). */
  readonly periods: readonly MissionPeriod[]
}

/**
 * The player's missions, one titled group per period, each with its progress and claim. Shared
 * by /mission (every period) and /minigame (the daily ones).
 */
export function MissionBoard({ periods }: MissionBoardProps) {
  const { i18n } = useLingui()
  const missions = useAccountQuery('missionList', {})
  const { claim, claimingId } = useMissionClaim()
  const titles: Readonly<Record<MissionPeriod, string>> = {
    daily: i18n._({ id: 'mission.period.daily', message: 'Daily missions' }),
    weekly: i18n._({ id: 'mission.period.weekly', message: 'Weekly missions' }),
    once: i18n._({ id: 'mission.period.once', message: 'One-off missions' }),
  }

  if (!missions.data) {
    return (
      <div className="missions" aria-busy="true">
        {periods.map((period) => (
          <Panel key={period} title={titles[period]}>
            <MissionSkeleton />
          </Panel>
        ))}
      </div>
    )
  }

  const groups = periods
    .map((period) => ({
      period,
      items: missions.data.items.filter((mission: Mission) => mission.period === period),
    }))
    .filter((group) => group.items.length > 0)

  if (groups.length === 0) {
    return (
      <EmptyState
        title={i18n._({ id: 'mission.none', message: 'No missions right now' })}
        action={
          <ButtonLink href="/">
            {i18n._({ id: 'mission.playGames', message: 'Play games' })}
          </ButtonLink>
        }
      >
        <p>
          {i18n._({
            id: 'mission.noneBody',
            message: 'New missions start every day and every week. Until then, enjoy the games.',
          })}
        </p>
      </EmptyState>
    )
  }

  return (
    <div className="missions">
      {groups.map((group) => (
        <Panel key={group.period} title={titles[group.period]}>
          <ul className="missions__list">
            {group.items.map((mission) => (
              <li key={mission.mission_id}>
                <MissionItem
                  mission={mission}
                  onClaim={claim}
                  claiming={claimingId === mission.mission_id}
                />
              </li>
            ))}
          </ul>
        </Panel>
      ))}
    </div>
  )
}
