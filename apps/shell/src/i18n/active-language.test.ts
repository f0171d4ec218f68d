import { localeByCode } from '@parlor/contract'
import { hasScriptFont } from '@parlor/ui-kit/script-fonts'
import { describe, expect, it } from 'vitest'
import { needsScriptFont } from './active-language.ts'

describe("a language's script font", () => {
  it.each(Object.values(localeByCode))(
    'is fetched for %s exactly when the kit has one',
    (locale) => {
      expect(needsScriptFont(locale)).toBe(hasScriptFont(locale))
    },
  )
})
