import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { isSuccess } from '../envelope.ts'
import { profileUpdate } from './profile.ts'

const ok = { statusCode: 1, statusMessage: 'OK', statusDetail: '' }
const saved = {
  account_id: 'player_one',
  full_name: 'Player Uno',
  contact_email: 'uno@example.com',
}

describe('profileUpdate', () => {
  it('answers the saved profile as value[0]', () => {
    const res = v.parse(profileUpdate.response, { ...ok, value: [saved] })
    expect(isSuccess(res) && res.value[0]).toEqual(saved)
  })

  it('refuses a success without the saved profile', () => {
    expect(v.is(profileUpdate.response, { ...ok, value: [] })).toBe(false)
  })

  it('changes only the name and email', () => {
    const parsed = v.parse(profileUpdate.request, {
      account_id: 'player_one',
      auth: 'token',
      full_name: ' Player Uno ',
      contact_email: 'uno@example.com',
      vip_level: 9,
    })
    expect(parsed).toEqual({
      account_id: 'player_one',
      auth: 'token',
      full_name: 'Player Uno',
      contact_email: 'uno@example.com',
    })
  })
})
