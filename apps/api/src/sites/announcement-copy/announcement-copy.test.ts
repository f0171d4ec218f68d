import { languageCodes } from '@parlor/contract'
import { describe, expect, it } from 'vitest'
import { ownScript } from '../../content/own-script.test-support.ts'
import { announcementCopyByLanguage } from './announcement-copy-by-language.ts'

const context = { siteName: 'Golden Lantern', maintenanceTime: '05:30', maintenanceMinutes: 25 }

describe.each(languageCodes)('the demo announcements in %s', (language) => {
  const { welcome, maintenance } = announcementCopyByLanguage[language](context)
  const english = announcementCopyByLanguage.EN(context)
  const texts = [welcome.title, welcome.body, maintenance.title, maintenance.body]

  it('writes both announcements, naming the site in the welcome', () => {
    for (const text of texts) expect(text.trim()).not.toBe('')
    expect(welcome.title).toContain(context.siteName)
  })

  it('states the upkeep’s time and length as the site sets them, and no other number', () => {
    expect(maintenance.body).toContain(context.maintenanceTime)
    expect(maintenance.body).toContain(String(context.maintenanceMinutes))
    for (const number of texts.join(' ').match(/\d[\d:]*/g) ?? []) {
      expect(['05:30', '25']).toContain(number)
    }
  })

  it('is written in the language, not left in English', () => {
    if (language === 'EN') return
    expect(welcome.body).not.toBe(english.welcome.body)
    expect(maintenance.title).not.toBe(english.maintenance.title)
    expect(maintenance.body).not.toBe(english.maintenance.body)
    const script = ownScript[language]
    if (script) for (const text of texts) expect(text).toMatch(script)
  })
})
