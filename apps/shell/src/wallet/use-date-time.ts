import { useLingui } from '@lingui/react'

/** A record's moment (an ISO timestamp) as the player's language writes a date and time. */
export function useDateTime(): (iso: string) => string {
  const { i18n } = useLingui()
  return (iso) => i18n.date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' })
}
