import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { signup } from './auth-signup.ts'

const required = {
  domain_name: 'template1.localhost',
  account_id: 'New_Player',
  password: 'correct-horse',
  contact_phone: '+639171234567',
}

describe('signup', () => {
  it('needs only the account, password and phone; the rest default to empty', () => {
    expect(v.parse(signup.request, required)).toEqual({
      ...required,
      account_id: 'new_player',
      external_id: '',
      contact_email: '',
      referrer_code: '',
      ch: '',
      cm: '',
      pp: '',
      affiliate_code: '',
      fbp: '',
      appsflyer_id: '',
      visitor_id: '',
    })
  })

  it('names every missing required field at once', () => {
    const result = v.safeParse(signup.request, { domain_name: 'template1.localhost' })
    const nested = result.issues ? v.flatten<typeof signup.request>(result.issues).nested : {}
    expect(Object.keys(nested ?? {}).sort()).toEqual(['account_id', 'contact_phone', 'password'])
  })

  it('tells a player which typed field is empty, first', () => {
    const result = v.safeParse(signup.request, {
      ...required,
      account_id: ' ',
      password: '',
      contact_phone: '',
    })
    const nested = result.issues ? v.flatten<typeof signup.request>(result.issues).nested : {}
    expect(nested?.account_id?.[0]).toBe('accountIdRequired')
    expect(nested?.password?.[0]).toBe('passwordRequired')
    expect(nested?.contact_phone?.[0]).toBe('phoneRequired')
  })
})
