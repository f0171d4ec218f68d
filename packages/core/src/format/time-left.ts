/** A span of time in the one unit a person would say it in ("in 3 hours", "in 12 minutes"). */
export interface TimeLeft {
  readonly value: number
  readonly unit: 'minute' | 'hour' | 'day'
}

const minuteMs = 60_000

/**
 * How long until `end`, rounded the way people round it: minutes under an hour (never "in 0
 * minutes"), hours under two days, days beyond. Null once `end` has passed, when "any moment now"
 * is all there is to say.
 */
export function timeLeft(end: Date, now: Date): TimeLeft | null {
  const ms = end.getTime() - now.getTime()
  if (!Number.isFinite(ms) || ms <= 0) return null
  const minutes = Math.ceil(ms / minuteMs)
  if (minutes < 60) return { value: minutes, unit: 'minute' }
  const hours = Math.round(minutes / 60)
  if (hours < 48) return { value: hours, unit: 'hour' }
  return { value: Math.round(hours / 24), unit: 'day' }
}
