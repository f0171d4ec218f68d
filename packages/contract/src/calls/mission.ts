import * as v from 'valibot'
import { defineCall } from '../define-call.ts'
import { Mission } from '../entities/mission.ts'
import { response } from '../envelope.ts'
import { accountEntries, Count, languageEntries, NonNegativeMoney, RecordId } from '../fields.ts'

export const missionList = defineCall({
  path: '/api/mission/list',
  request: v.object({ ...accountEntries, ...languageEntries }),
  response: response({ items: v.array(Mission) }),
  account: true,
  localized: true,
})

/** Claims a completed mission's reward once (notClaimable before completion). */
export const missionClaim = defineCall({
  path: '/api/mission/claim',
  request: v.object({ ...accountEntries, mission_id: RecordId }),
  response: response({
    reward_amount: NonNegativeMoney,
    reward_tokens: Count,
    game_balance: NonNegativeMoney,
    token_balance: Count,
  }),
  account: true,
  idempotent: true,
})
