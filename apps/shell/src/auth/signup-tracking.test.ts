import { visitorStorageKey } from '@parlor/core'
import { afterEach, describe, expect, it } from 'vitest'
import { signupTracking } from './signup-tracking.ts'

afterEach(() => localStorage.clear())

describe('what sign-up reports about where the player came from', () => {
  it('sends the campaign tags of the landing link, cleaned, and this browser’s visitor id', () => {
    const first = signupTracking({ ch: ' spring ', cm: 42, pp: 'banner', aff: 'not a code!' })
    expect(first).toMatchObject({ ch: 'spring', cm: '42', pp: 'banner', affiliate_code: '' })
    expect(first.visitor_id).not.toBe('')
    expect(localStorage.getItem(visitorStorageKey)).toBe(first.visitor_id)
    // A second sign-up from the same browser carries the same visitor.
    expect(signupTracking({}).visitor_id).toBe(first.visitor_id)
  })
})
