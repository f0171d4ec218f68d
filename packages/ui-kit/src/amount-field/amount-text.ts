import { filterText } from '@parlor/core'

const separators = new Map<string, string>()

/**
 * The characters an amount may hold besides digits: the language's decimal and group signs, the
 * ASCII '.' and ',' (players type either whatever the language), and spaces, which several
 * languages group with. Deciding what the text means is `parseMoney`'s work, in the page's schema.
 */
function allowedSigns(locale: string): string {
  let signs = separators.get(locale)
  if (signs === undefined) {
    const parts = new Intl.NumberFormat(locale).formatToParts(12345.6)
    const own = parts.filter((part) => part.type === 'decimal' || part.type === 'group')
    signs = `.,  \u202f${own.map((part) => part.value).join('')}`
    separators.set(locale, signs)
  }
  return signs
}

/** An amount as typed or pasted, with other scripts' digits as 0-9 and everything else dropped. */
export function filterAmountText(text: string, locale: string): string {
  const signs = allowedSigns(locale)
  let kept = ''
  for (const char of text) kept += signs.includes(char) ? char : filterText('digits', char)
  return kept
}
