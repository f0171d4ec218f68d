import { calls } from '@parlor/contract'
import { describe, expect, inject, it } from 'vitest'
import { browser, newPlayer } from './attack-client.ts'

const domain = 'template1.localhost'
const { origin } = inject('demo')

describe('bad characters and impossible dates', () => {
  it('a NUL in any of the fields that answered 500 is a 400 naming the field', async () => {
    const { browser: own, session } = await newPlayer(origin, 'atk_nul_player')
    const game = { provider_code: 'JILI', game_code: '1' }
    const cases: [string, object, string][] = [
      [
        '/settings/profile_update',
        { ...session, full_name: 'Juan\u0000', contact_email: 'a@example.com' },
        'full_name',
      ],
      ['/game/list', { domain_name: domain, search: 'gold\u0000' }, 'search'],
      ['/game/list', { domain_name: domain, provider: 'JILI\u0000' }, 'provider'],
      ['/settings/adsvisit', { domain_name: domain, fbp: 'fb\u0000', appsflyer_id: '' }, 'fbp'],
      ['/home/fav_toggle', { ...session, ...game, game_code: '1\u0000' }, 'game_code'],
      ['/game/launch', { ...session, ...game, provider_code: 'JILI\u0000' }, 'provider_code'],
      ['/game/bet_history', { ...session, provider_code: 'JILI\u0000' }, 'provider_code'],
      ['/game/demo_spin', { ...session, ...game, game_code: '\u0000', stake: 100 }, 'game_code'],
      ['/promotion/list', { domain_name: domain, category: 'all\u0000' }, 'category'],
    ]
    for (const [path, body, field] of cases) {
      const answer = await own.call(path, body)
      expect([path, answer.status, answer.body.statusDetail]).toEqual([
        path,
        400,
        expect.stringContaining(field),
      ])
    }
  })

  it('days that do not exist are a 400 in every dated list, never a 500', async () => {
    const { browser: own, session } = await newPlayer(origin, 'atk_date_player')
    const dated = ['/wallet/transactions', '/wallet/statement', '/game/bet_history']
    for (const path of dated) {
      for (const from of [
        '2023-02-30T00:00:00Z',
        '0000-01-01T00:00:00Z',
        '9999-12-31T23:59:59+23:59',
      ]) {
        const answer = await own.call(path, { ...session, from })
        expect([path, from, answer.status]).toEqual([path, from, 400])
        expect(answer.body.statusDetail).toContain('from')
      }
    }
  })

  it('junk in every field of every call never answers 500', async () => {
    const junk = ['\u0000', '\ud800', '2023-02-30T00:00:00Z', 1e308, -0, 2 ** 53 + 2, [], {}]
    const anyone = browser(origin)
    for (const [name, call] of Object.entries(calls)) {
      for (const field of Object.keys(call.request.entries)) {
        for (const value of junk) {
          const answer = await anyone.call(call.path.replace(/^\/api/, ''), {
            domain_name: domain,
            [field]: value,
          })
          expect([name, field, answer.status < 500]).toEqual([name, field, true])
        }
      }
    }
  })
})
