import { type LanguageCode, languageCodes } from '@parlor/contract'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type ContentSite, readContentSite } from '../content/content-site.ts'
import { formatMoney } from '../content/demo-money.ts'
import { testBackends } from '../db/database.test-support.ts'
import {
  openTestApi,
  type Player,
  success,
  type TestApi,
} from '../http/api-test-client.test-support.ts'
import { welcomeMessages, welcomeReward, welcomeTokens } from './welcome-messages.ts'

// Not a suite about password storage: sign-ups hash at a cost that checks in milliseconds.
vi.mock(
  '../accounts/password-hash.ts',
  () => import('../accounts/cheap-password-hash.test-support.ts'),
)

describe.each(testBackends)('inbox on $name', (backend) => {
  let api: TestApi
  let player: Player
  /** A player who only reads, so the messages stay the two a new player gets. */
  let reader: Player

  beforeAll(async () => {
    api = await openTestApi(backend)
    player = await api.registerPlayer('inbox_player')
    reader = await api.registerPlayer('inbox_reader')
  })
  afterAll(() => api.db.close())

  /** The inbox, in `language` when one is given. */
  const inbox = async (owner = player, language?: LanguageCode) => {
    const { body } = await api.call('/settings/get_inbox', {
      ...owner,
      ...(language ? { language } : {}),
    })
    return success('getInbox', body)
  }
  const seededSite = async (domain = 'template1.localhost'): Promise<ContentSite> => {
    const site = await readContentSite(api.db, domain)
    if (!site) throw new Error(`No site ${domain}`)
    return site
  }
  /** The welcome messages as the site writes them in `language`: the note first, as listed. */
  const written = (site: ContentSite, language: LanguageCode) => {
    const { reward, saferPlay } = welcomeMessages(site)
    const inLanguage = (message: typeof reward) => {
      const { texts, title, body } = message
      return language === 'EN' ? { title, body } : { title, body, ...texts[language] }
    }
    return [inLanguage(saferPlay), inLanguage(reward)]
  }

  it('greets a new player with a claimable reward and a note, both unread', async () => {
    const site = await seededSite()
    const answer = await inbox(player, 'EN')
    expect(answer.unread_count).toBe(2)
    const [note, welcome] = answer.items
    expect(welcome).toMatchObject({ title: `Welcome to ${site.site_name}`, claimable: true })
    expect(welcome?.reward_amount).toBe(5_000)
    expect(welcome?.reward_amount).toBe(welcomeReward(site.deposit_min))
    expect(note).toMatchObject({ reward_amount: 0, claimable: false })
    const spin = await api.call('/spin/info', player)
    expect(spin.body.token_balance).toBe(welcomeTokens)
  })

  it('marks a message read', async () => {
    const [note] = (await inbox()).items
    const { body } = await api.call('/settings/read_inbox', { ...player, inbox_id: note?.inbox_id })
    expect(body).toMatchObject({ statusCode: 1, unread_count: 1 })
    const again = await api.call('/settings/read_inbox', { ...player, inbox_id: note?.inbox_id })
    expect(again.body.unread_count).toBe(1)
  })

  it('credits a reward once, into the balance and the statement', async () => {
    const [note, welcome] = (await inbox()).items
    const claim = await api.call('/settings/claim_inbox', {
      ...player,
      inbox_id: welcome?.inbox_id,
    })
    expect(success('claimInbox', claim.body)).toMatchObject({
      claimed_amount: 5_000,
      game_balance: 5_000,
    })
    const twice = await api.call('/settings/claim_inbox', {
      ...player,
      inbox_id: welcome?.inbox_id,
    })
    expect(twice.body.statusMessage).toBe('alreadyClaimed')
    const nothing = await api.call('/settings/claim_inbox', { ...player, inbox_id: note?.inbox_id })
    expect(nothing.body.statusMessage).toBe('notClaimable')
    expect(await api.balance(player)).toBe(5_000)
    const after = (await inbox()).items[1]
    expect(after).toMatchObject({ claimed: true, claimable: false, read: true })
    const statement = await api.call('/wallet/statement', player)
    expect(statement.body.items[0]).toMatchObject({ kind: 'inbox_reward', amount: 5_000 })
  })

  it('does not claim a reward after it expired', async () => {
    const [row] = await api.db.query<{ id: number }>(
      `insert into inbox_items (account, title, body, reward_amount, expires_at)
       select id, 'Lapsed', '', 100, now() - interval '1 minute' from accounts
        where account_id = 'inbox_player' returning id::int as id`,
    )
    const claim = await api.call('/settings/claim_inbox', { ...player, inbox_id: row?.id })
    expect(claim.body.statusMessage).toBe('notClaimable')
    expect(await api.balance(player)).toBe(5_000)
  })

  it("keeps each player's messages their own", async () => {
    const other = await api.registerPlayer('inbox_other')
    const [, mineWelcome] = (await inbox()).items
    const theirs = await inbox(other)
    expect(theirs.items.map((i) => i.inbox_id)).not.toContain(mineWelcome?.inbox_id)
    const read = await api.call('/settings/read_inbox', {
      ...other,
      inbox_id: mineWelcome?.inbox_id,
    })
    expect(read.body.statusMessage).toBe('notFound')
  })

  it.each(languageCodes)('writes the messages in %s when asked', async (language) => {
    const site = await seededSite()
    const items = (await inbox(reader, language)).items
    expect(items.map(({ title, body }) => ({ title, body }))).toEqual(written(site, language))
    // The amount the message states is the one a claim credits, as a statement shows it.
    const welcome = items[1]
    expect(welcome?.body).toContain(formatMoney(welcome?.reward_amount ?? 0, site))
  })

  it('answers in the site’s language when the call names none', async () => {
    const site = await seededSite('template2.localhost')
    expect(site.language).toBe('CN')
    const other = await api.registerPlayer('inbox_cn', 'template2.localhost')
    const items = (await inbox(other)).items
    expect(items.map(({ title, body }) => ({ title, body }))).toEqual(written(site, 'CN'))
    expect(items[1]?.title).toContain(site.site_name)
    const own = await seededSite()
    expect((await inbox(reader)).items.map((i) => i.title)).toEqual(
      written(own, own.language).map((m) => m.title),
    )
  })

  it('answers a text missing in the language in English, field by field', async () => {
    const other = await api.registerPlayer('inbox_fallback')
    const site = await seededSite()
    await api.db.query(
      `update inbox_items set texts = jsonb_set(texts, '{NE}', (texts->'NE') - 'body')
        where account = (select id from accounts where account_id = 'inbox_fallback')
          and reward_amount > 0`,
    )
    const [, welcome] = (await inbox(other, 'NE')).items
    const [, english] = written(site, 'EN')
    const [, nepali] = written(site, 'NE')
    expect(welcome).toMatchObject({ title: nepali?.title, body: english?.body })
  })

  it('refuses a language no site speaks and changes nothing', async () => {
    const before = await inbox(reader)
    const { body } = await api.call('/settings/get_inbox', { ...reader, language: 'zh-CN' })
    expect(body).toMatchObject({ statusMessage: 'invalidRequest' })
    expect(body.statusDetail).toContain('language')
    expect(await inbox(reader)).toEqual(before)
  })

  it('keeps every message in every language from the moment it is sent', async () => {
    const rows = await api.db.query<{ texts: Record<string, Record<string, unknown>> }>(
      `select texts from inbox_items
        where account = (select id from accounts where account_id = 'inbox_reader')`,
    )
    expect(rows).toHaveLength(2)
    for (const { texts } of rows) {
      expect(Object.keys(texts).sort()).toEqual(languageCodes.filter((l) => l !== 'EN').sort())
      for (const message of Object.values(texts)) {
        expect(Object.keys(message).sort()).toEqual(['body', 'title'])
      }
    }
  })
})
