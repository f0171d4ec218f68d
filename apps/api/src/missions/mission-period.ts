import type { MissionPeriod } from '@parlor/contract'

const day = 86_400_000

/**
 * The span a mission's progress counts in, in UTC: today, this week from Monday, or all time
 * for a one-off (which then never expires).
 */
export function missionPeriod(period: MissionPeriod, now: Date): { start: Date; end: Date | null } {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  if (period === 'daily') return { start: new Date(midnight), end: new Date(midnight + day) }
  if (period === 'weekly') {
    const sinceMonday = (now.getUTCDay() + 6) % 7
    const monday = midnight - sinceMonday * day
    return { start: new Date(monday), end: new Date(monday + 7 * day) }
  }
  return { start: new Date(0), end: null }
}
