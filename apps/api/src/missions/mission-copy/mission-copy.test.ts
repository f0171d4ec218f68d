import { languageCodes } from '@parlor/contract'
import { describe, expect, it } from 'vitest'
import { ownScript } from '../../content/own-script.test-support.ts'
import { missionKeys } from './mission-copy.ts'
import { missionCopyByLanguage } from './mission-copy-by-language.ts'

const context = {
  dailyRounds: 12,
  dailyWager: '3,456 PHP',
  weeklyDeposit: '7,890 PHP',
  firstDeposit: '135 PHP',
  totalRounds: 246,
}

describe.each(languageCodes)('the demo missions in %s', (language) => {
  const copy = missionCopyByLanguage[language](context)
  const english = missionCopyByLanguage.EN(context)

  it('titles and describes every mission, each title its own', () => {
    expect(Object.keys(copy).sort()).toEqual([...missionKeys].sort())
    for (const { title, description } of Object.values(copy)) {
      expect(title.trim()).not.toBe('')
      expect(description.trim()).not.toBe('')
    }
    expect(new Set(Object.values(copy).map((m) => m.title)).size).toBe(missionKeys.length)
  })

  it('states each goal as the mission counts it, and no other number', () => {
    expect(copy.dailySpinner.description).toContain(String(context.dailyRounds))
    expect(copy.dailyWager.description).toContain(context.dailyWager)
    expect(copy.weeklyTopUp.description).toContain(context.weeklyDeposit)
    expect(copy.firstDeposit.description).toContain(context.firstDeposit)
    expect(copy.centurion.description).toContain(String(context.totalRounds))
    const stated = ['12', '3,456', '7,890', '135', '246']
    for (const { title, description } of Object.values(copy)) {
      for (const number of `${title} ${description}`.match(/\d[\d,]*/g) ?? []) {
        expect(stated).toContain(number)
      }
    }
  })

  it('is written in the language, not left in English', () => {
    if (language === 'EN') return
    for (const key of missionKeys) {
      expect(copy[key].description).not.toBe(english[key].description)
    }
    const script = ownScript[language]
    if (script) {
      for (const { title, description } of Object.values(copy)) {
        expect(title).toMatch(script)
        expect(description).toMatch(script)
      }
    }
  })
})
