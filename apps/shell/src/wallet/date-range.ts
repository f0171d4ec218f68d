import { isRealInstant } from '@parlor/contract'

/** A calendar day as date inputs write it. */
const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/

function localDay(day: string): Date | null {
  const match = dayPattern.exec(day)
  if (!match) return null
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  // 2025-02-31 rolls over into March: not a day anyone chose.
  if (date.getDate() !== Number(match[3])) return null
  // A day the contract's dates cannot reach (before 1970 or after 9999, in UTC) would make the
  // request itself invalid; like a day that does not exist, it is no filter at all.
  const end = new Date(date)
  end.setHours(23, 59, 59, 999)
  return isRealInstant(date.toISOString()) && isRealInstant(end.toISOString()) ? date : null
}

/** A `YYYY-MM-DD` from the address, or '' when it is not a real day. */
export function validDay(day: string): string {
  return localDay(day) ? day : ''
}

/** The first moment of a day in the player's own time zone, as the server's ISO filter. */
export function dayStartIso(day: string): string | undefined {
  return localDay(day)?.toISOString()
}

/** The last moment (23:59:59.999) of a day in the player's own time zone. */
export function dayEndIso(day: string): string | undefined {
  const date = localDay(day)
  if (!date) return undefined
  date.setHours(23, 59, 59, 999)
  return date.toISOString()
}

/** Today in the player's time zone, as `YYYY-MM-DD`: the last day a range may reach. */
export function today(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}
