import { languageCodes } from '@parlor/contract'
import { describe, expect, it } from 'vitest'
import { ownScript } from '../../content/own-script.test-support.ts'
import { welcomeCopyByLanguage } from './welcome-copy-by-language.ts'

const context = { siteName: 'Golden Lantern', reward: '2,345.5 PHP', rewardDays: 9 }

describe.each(languageCodes)('the welcome messages in %s', (language) => {
  const { reward, saferPlay } = welcomeCopyByLanguage[language](context)
  const english = welcomeCopyByLanguage.EN(context)

  it('writes both messages, naming the site in the reward’s title', () => {
    for (const text of [reward.title, reward.body, saferPlay.title, saferPlay.body]) {
      expect(text.trim()).not.toBe('')
    }
    expect(reward.title).toContain(context.siteName)
    expect(saferPlay.body).toContain('href="/responsible-gaming"')
  })

  it('states the reward as its claim shows it, its days, and no other number', () => {
    expect(reward.body).toContain(context.reward)
    expect(reward.body).toContain(String(context.rewardDays))
    const text = [reward.title, reward.body, saferPlay.title, saferPlay.body].join(' ')
    for (const number of text.match(/\d[\d,.]*\d|\d/g) ?? []) {
      expect(['2,345.5', '9']).toContain(number)
    }
  })

  it('is written in the language, not left in English', () => {
    if (language === 'EN') return
    expect(reward.body).not.toBe(english.reward.body)
    expect(saferPlay.title).not.toBe(english.saferPlay.title)
    expect(saferPlay.body).not.toBe(english.saferPlay.body)
    const script = ownScript[language]
    if (script) {
      for (const text of [reward.title, reward.body, saferPlay.title, saferPlay.body]) {
        expect(text).toMatch(script)
      }
    }
  })
})
