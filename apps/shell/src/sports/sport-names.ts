import type { I18n, MessageDescriptor } from '@lingui/core'

/** The sports the feeds send, by their code; a sport not listed shows its code in words. */
const sportNames: Readonly<Record<string, MessageDescriptor>> = {
  football: /*i18n*/ { id: 'sports.sportFootball', message: 'Football' },
  basketball: /*i18n*/ { id: 'sports.sportBasketball', message: 'Basketball' },
  tennis: /*i18n*/ { id: 'sports.sportTennis', message: 'Tennis' },
  esports: /*i18n*/ { id: 'sports.sportEsports', message: 'Esports' },
  sabong: /*i18n*/ { id: 'sports.sportSabong', message: 'Sabong' },
  baseball: /*i18n*/ { id: 'sports.sportBaseball', message: 'Baseball' },
  volleyball: /*i18n*/ { id: 'sports.sportVolleyball', message: 'Volleyball' },
  badminton: /*i18n*/ { id: 'sports.sportBadminton', message: 'Badminton' },
  cricket: /*i18n*/ { id: 'sports.sportCricket', message: 'Cricket' },
}

export function sportName(i18n: I18n, sport: string): string {
  const known = Object.hasOwn(sportNames, sport) ? sportNames[sport] : undefined
  if (known) return i18n._(known)
  const words = sport.replace(/[-_]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
