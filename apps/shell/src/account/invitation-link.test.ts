import { describe, expect, it } from 'vitest'
import { invitationLink } from './invitation-link.ts'

const demo = {
  protocol: 'http:',
  host: 'template1.localhost:8080',
  hostname: 'template1.localhost',
}
const production = { protocol: 'https:', host: 'luckycasino.com', hostname: 'luckycasino.com' }

describe('the invitation link', () => {
  it('leads to this site’s register page when the affiliate domain is this site, port included', () => {
    expect(invitationLink('template1.localhost', 'AB12CD', demo)).toBe(
      'http://template1.localhost:8080/register?ref=AB12CD',
    )
  })

  it('leads to this site when there is no affiliate domain', () => {
    expect(invitationLink('  ', 'AB12CD', production)).toBe(
      'https://luckycasino.com/register?ref=AB12CD',
    )
  })

  it('leads to the operator’s affiliate domain when it has one', () => {
    expect(invitationLink('Join.LuckyCasino.com', 'a b', production)).toBe(
      'https://join.luckycasino.com/register?ref=a%20b',
    )
  })
})
