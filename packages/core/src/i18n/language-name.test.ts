import { endonymByCode, languageCodes, localeByCode } from '@parlor/contract'
import { afterEach, describe, expect, it } from 'vitest'
import { languageName } from './language-name.ts'

const RealDisplayNames = Intl.DisplayNames

/** Chromium's trimmed ICU: no names in Nepali, Burmese or Mongolian, English instead. */
class TrimmedDisplayNames extends RealDisplayNames {
  constructor(locales: Intl.LocalesArgument, options: Intl.DisplayNamesOptions) {
    const asked = [locales ?? 'en'].flat()[0] ?? 'en'
    const missing = ['ne', 'my', 'mn'].includes(new Intl.Locale(asked).language)
    super(missing ? ['en-US'] : locales, options)
  }
}

function trimBrowserData(trimmed: typeof Intl.DisplayNames | undefined) {
  Object.defineProperty(Intl, 'DisplayNames', {
    value: trimmed,
    configurable: true,
    writable: true,
  })
}

afterEach(() => trimBrowserData(RealDisplayNames))

describe("a language's name", () => {
  it("reads in the reader's language, capitalised as a menu item", () => {
    expect(languageName('CN', 'en')).toBe('Chinese')
    expect(languageName('RUS', 'es')).toBe('Ruso')
    expect(languageName('NE', 'en-GB')).toBe('Nepali')
  })

  it("names a language in itself for its own readers, from our data, not the browser's", () => {
    trimBrowserData(TrimmedDisplayNames)
    for (const code of languageCodes) {
      expect(languageName(code, localeByCode[code])).toBe(endonymByCode[code])
    }
    expect(languageName('RUS', 'ru')).toBe('Русский')
    expect(languageName('NE', 'ne')).toBe('नेपाली')
    expect(languageName('MNT', 'mn')).toBe('Монгол')
    expect(languageName('MMK', 'my')).toBe('မြန်မာ')
    expect(languageName('CN', 'zh-Hans-CN')).toBe('中文')
  })

  it('falls back to the endonym, not English, where the browser lacks the reader’s language', () => {
    trimBrowserData(TrimmedDisplayNames)
    expect(languageName('RUS', 'ne')).toBe('Русский')
    expect(languageName('EN', 'my')).toBe('English')
    expect(languageName('CN', 'mn')).toBe('中文')
    // A reader the browser knows still gets names in their language.
    expect(languageName('NE', 'en')).toBe('Nepali')
  })

  it('falls back to the endonym on an engine without DisplayNames or for a malformed locale', () => {
    trimBrowserData(undefined)
    expect(languageName('VI', 'en')).toBe(endonymByCode.VI)
    trimBrowserData(RealDisplayNames)
    expect(languageName('MS', 'not a locale!')).toBe('Bahasa Melayu')
  })
})
