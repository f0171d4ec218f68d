import { languageCodes } from '@parlor/contract'
import { describe, expect, it } from 'vitest'
import { ownScript } from '../../content/own-script.test-support.ts'
import { vipCopyByLanguage, vipLevelNames } from './vip-copy-by-language.ts'

describe.each(languageCodes)('the VIP ladder in %s', (language) => {
  const copy = vipCopyByLanguage[language]
  const texts = [...copy.levelNames, ...Object.values(copy.benefits)]

  it('names six different levels and writes every perk', () => {
    expect(new Set(copy.levelNames).size).toBe(6)
    for (const text of texts) expect(text.trim()).not.toBe('')
  })

  it('is written in the language, not left in English', () => {
    if (language === 'EN') return
    expect(texts).not.toEqual([
      ...vipCopyByLanguage.EN.levelNames,
      ...Object.values(vipCopyByLanguage.EN.benefits),
    ])
    expect(Object.values(copy.benefits)).not.toContain(vipCopyByLanguage.EN.benefits.weeklyRebate)
    const script = ownScript[language]
    if (script) for (const text of texts) expect(text).toMatch(script)
  })

  it('hands the level names to copy elsewhere, lowest first', () => {
    expect(vipLevelNames(language)).toEqual(copy.levelNames)
  })
})
