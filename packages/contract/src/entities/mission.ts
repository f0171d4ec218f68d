import * as v from 'valibot'
import { Count, IsoDate, NonNegativeMoney, RecordId } from '../fields.ts'

export const missionPeriods = ['daily', 'weekly', 'once'] as const
export const MissionPeriod = v.picklist(missionPeriods)
export type MissionPeriod = v.InferOutput<typeof MissionPeriod>

export const missionStatuses = ['in_progress', 'completed', 'claimed', 'expired'] as const
export const MissionStatus = v.picklist(missionStatuses)
export type MissionStatus = v.InferOutput<typeof MissionStatus>

/** A task the player works towards; a completed one is claimed for its reward. */
export const Mission = v.object({
  mission_id: RecordId,
  title: v.string(),
  description: v.string(),
  /** How often it starts over. */
  period: MissionPeriod,
  /** What completes it, in the mission's own unit (rounds, or minor units of turnover). */
  goal: Count,
  progress: Count,
  status: MissionStatus,
  reward_amount: NonNegativeMoney,
  /** Minigame tokens the reward also grants. */
  reward_tokens: Count,
  expires_at: v.nullable(IsoDate),
})
export type Mission = v.InferOutput<typeof Mission>
