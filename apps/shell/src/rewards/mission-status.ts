import type { I18n } from '@lingui/core'
import type { MissionStatus } from '@parlor/contract'
import type { StatusTone } from '@parlor/ui-kit'

const tones: Readonly<Record<MissionStatus, StatusTone>> = {
  in_progress: 'info',
  completed: 'success',
  claimed: 'neutral',
  expired: 'warning',
}

/** A mission's status as a badge: a tone and the words, colour never alone. */
export function missionStatusBadge(
  i18n: I18n,
  status: MissionStatus,
): { tone: StatusTone; label: string } {
  const labels: Readonly<Record<MissionStatus, string>> = {
    in_progress: i18n._({ id: 'mission.status.inProgress', message: 'In progress' }),
    completed: i18n._({ id: 'mission.status.completed', message: 'Completed' }),
    claimed: i18n._({ id: 'mission.status.claimed', message: 'Claimed' }),
    expired: i18n._({ id: 'mission.status.expired', message: 'Expired' }),
  }
  return { tone: tones[status], label: labels[status] }
}
