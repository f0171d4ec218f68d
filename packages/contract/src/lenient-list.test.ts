import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { partners } from './calls/settings.ts'
import { isSuccess } from './envelope.ts'

const ok = { statusCode: 1, statusMessage: 'OK', statusDetail: '' }
const partner = (href: string, partner_name: string) => ({
  href,
  img_url: `/media/partners/${partner_name}.svg`,
  partner_name,
})

describe('a lenient list (the partners answer)', () => {
  it('leaves out a partner whose link is not a web address, and keeps the others', () => {
    const answer = v.parse(partners.response, {
      ...ok,
      partners: [
        partner('https://jili.example', 'JILI'),
        partner('data:text/html,<script>alert(1)</script>', 'Data'),
        partner('javascript:alert(1)', 'Script'),
        partner('http://pg.example/soft', 'PG'),
        { href: 'https://no-name.example' },
        'not a partner',
      ],
    })
    expect(isSuccess(answer) && answer.partners.map((p) => p.partner_name)).toEqual(['JILI', 'PG'])
  })

  it('still refuses an answer whose list is not a list', () => {
    expect(v.is(partners.response, { ...ok, partners: { href: 'https://jili.example' } })).toBe(
      false,
    )
  })
})
