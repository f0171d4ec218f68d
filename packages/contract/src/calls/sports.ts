import * as v from 'valibot'
import { defineCall } from '../define-call.ts'
import { Match, MatchStatus } from '../entities/match.ts'
import { response } from '../envelope.ts'
import { ListFilter, pageRequestEntries, pagingEntries, siteEntries } from '../fields.ts'

/** Matches by start time with their bet lines; empty filters mean all. */
export const sportsMatches = defineCall({
  path: '/api/sports/matches',
  request: v.object({
    ...siteEntries,
    sport: ListFilter,
    status: v.optional(v.union([v.literal(''), MatchStatus]), ''),
    ...pageRequestEntries,
  }),
  response: response({ items: v.array(Match), ...pagingEntries }),
})
