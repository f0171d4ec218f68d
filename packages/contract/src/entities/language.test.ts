import { describe, expect, it } from 'vitest'
import { endonymByCode, languageCodes } from './language.ts'

describe("each language's name in itself", () => {
  it.each([
    ['EN', 'English'],
    ['PHP', 'Filipino'],
    ['CN', '中文'],
    ['ESP', 'Español'],
    ['RUS', 'Русский'],
    ['VI', 'Tiếng Việt'],
    ['MS', 'Bahasa Melayu'],
    ['NE', 'नेपाली'],
    ['MMK', 'မြန်မာ'],
    ['MNT', 'Монгол'],
    ['IDR', 'Bahasa Indonesia'],
  ] as const)('%s is %s', (code, name) => {
    expect(endonymByCode[code]).toBe(name)
  })

  it('names all eleven languages, each differently', () => {
    expect(Object.keys(endonymByCode).sort()).toEqual([...languageCodes].sort())
    expect(new Set(Object.values(endonymByCode)).size).toBe(languageCodes.length)
  })

  // A look-alike letter from another script reads the same but breaks search, fonts and speech.
  it.each([
    ['RUS', /^\p{Script=Cyrillic}+$/u],
    ['MNT', /^\p{Script=Cyrillic}+$/u],
    ['NE', /^\p{Script=Devanagari}+$/u],
    ['MMK', /^\p{Script=Myanmar}+$/u],
    ['CN', /^\p{Script=Han}+$/u],
    ['VI', /^[\p{Script=Latin} ]+$/u],
  ] as const)('writes %s in its own script only', (code, script) => {
    expect(endonymByCode[code]).toMatch(script)
  })

  it('keeps every name in composed form (NFC), as typed and searched', () => {
    for (const name of Object.values(endonymByCode)) expect(name).toBe(name.normalize('NFC'))
  })

  // Zawgyi, the legacy Burmese encoding, puts the medial ra after the consonant's other signs
  // and at U+107E–U+1084; Unicode writes it as U+103C right after the consonant.
  it('writes Burmese in Unicode, not Zawgyi', () => {
    expect([...endonymByCode.MMK].map((c) => c.codePointAt(0))).toEqual([
      0x1019, 0x103c, 0x1014, 0x103a, 0x1019, 0x102c,
    ])
  })
})
