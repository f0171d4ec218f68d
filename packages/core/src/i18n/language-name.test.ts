import { describe, expect, it } from 'vitest'
import { languageName } from './language-name.ts'

describe("a language's name", () => {
  it("reads in the reader's language, capitalised as a menu item", () => {
    expect(languageName('CN', 'en')).toBe('Chinese')
    expect(languageName('RUS', 'es')).toBe('Ruso')
  })

  it('names each language in itself, as a language menu lists them', () => {
    expect(languageName('RUS', 'ru')).toBe('Русский')
    expect(languageName('NE', 'ne')).toBe('नेपाली')
    expect(languageName('MNT', 'mn')).toBe('Монгол')
    expect(languageName('MMK', 'my')).toBe('မြန်မာ')
  })
})
