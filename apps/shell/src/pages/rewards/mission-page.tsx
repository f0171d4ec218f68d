import { useLingui } from '@lingui/react'
import { missionPeriods } from '@parlor/contract'
import { PageHeader } from '@parlor/ui-kit'
import { MissionBoard } from '../../rewards/mission-board.tsx'

/** /mission: daily, weekly and one-off missions with their progress, rewards and claims. */
export function MissionPage() {
  const { i18n } = useLingui()
  return (
    <div>
      <PageHeader title={i18n._({ id: 'mission.title', message: 'Missions' })}>
        <p>
          {i18n._({
            id: 'mission.intro',
            message:
              'Complete missions by playing and depositing, then claim cash and spin tokens.',
          })}
        </p>
      </PageHeader>
      <MissionBoard periods={missionPeriods} />
    </div>
  )
}
