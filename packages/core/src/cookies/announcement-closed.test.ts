import { describe, expect, it } from 'vitest'
import { announcementClosedCookie } from './announcement-closed.ts'

describe('announcementClosedCookie', () => {
  it('is kept a year on the whole site, and read back from a Cookie header', () => {
    const now = new Date('2026-12-01T00:00:00.000Z')
    const cookie = announcementClosedCookie.serialize(now)
    expect(cookie).toBe(
      'parlor_announcement_closed=1; Max-Age=31536000; Path=/; Expires=Wed, 01 Dec 2027 00:00:00 GMT; SameSite=Lax',
    )
    const [pair] = cookie.split(';')
    expect(announcementClosedCookie.isSet(`i18n_redirected=EN; ${pair}`)).toBe(true)
  })

  it('is not set by other cookies, another value or no header at all', () => {
    expect(announcementClosedCookie.isSet(undefined)).toBe(false)
    expect(announcementClosedCookie.isSet('')).toBe(false)
    expect(announcementClosedCookie.isSet('i18n_redirected=EN')).toBe(false)
    expect(announcementClosedCookie.isSet('parlor_announcement_closed=0')).toBe(false)
    expect(announcementClosedCookie.isSet('x_parlor_announcement_closed=1')).toBe(false)
  })
})
