import { existsSync, readFileSync } from 'node:fs'
import { parse, type Token } from '@messageformat/parser'
import { localeByCode } from '@parlor/contract'
import { ZawgyiConverter, ZawgyiDetector } from 'myanmar-tools'
import PO from 'pofile'
import { describe, expect, it } from 'vitest'
import { catalogLocales } from '../lingui.config.ts'
import { catalogLoaders, catalogDomains as domains } from './catalog-loaders.ts'

const translated = catalogLocales.filter((locale) => locale !== 'en')

/** A catalog as id → text, in the catalog's order. */
function readCatalog(locale: string, domain: string): Map<string, string> {
  const po = PO.parse(readFileSync(new URL(`./${locale}/${domain}.po`, import.meta.url), 'utf8'))
  return new Map(po.items.map((item) => [item.msgid, item.msgstr.join('')]))
}

/**
 * Ids a translator kept word for word as in English on purpose (a brand, an abbreviation, a
 * word the language borrows as is), so the check below can tell them from a forgotten message.
 */
function keptInEnglish(locale: string): ReadonlySet<string> {
  const file = new URL(`./${locale}/same-as-english.json`, import.meta.url)
  return new Set(existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : [])
}

interface Shape {
  readonly arguments: readonly string[]
  readonly tags: readonly string[]
  readonly selects: readonly string[]
}

/** What a translation must keep from the English: its arguments, rich-text tags and select keys. */
function shapeOf(tokens: readonly Token[], text: string): Shape {
  const args = new Set<string>()
  const selects = new Set<string>()
  const visit = (list: readonly Token[]) => {
    for (const token of list) {
      if (token.type === 'argument' || token.type === 'function') args.add(token.arg)
      if (token.type === 'plural' || token.type === 'selectordinal' || token.type === 'select') {
        args.add(token.arg)
        for (const branch of token.cases) {
          if (token.type === 'select' || branch.key.startsWith('=')) {
            selects.add(`${token.arg}:${branch.key}`)
          }
          visit(branch.tokens)
        }
      }
    }
  }
  visit(tokens)
  const tags = [...text.matchAll(/<\/?(\d+)\/?>/g)].map((match) => match[0])
  return { arguments: [...args].sort(), tags: tags.sort(), selects: [...selects].sort() }
}

/** Plural branches that leave out a category the language's grammar has. */
function missingPluralForms(tokens: readonly Token[], locale: string): string[] {
  const missing: string[] = []
  const visit = (list: readonly Token[]) => {
    for (const token of list) {
      if (token.type !== 'plural' && token.type !== 'selectordinal' && token.type !== 'select') {
        continue
      }
      if (token.type !== 'select') {
        const type = token.type === 'plural' ? 'cardinal' : 'ordinal'
        const needed = new Intl.PluralRules(locale, { type }).resolvedOptions().pluralCategories
        const keys = new Set(token.cases.map((branch) => branch.key))
        for (const category of needed) {
          if (!keys.has(category)) missing.push(`${token.arg}:${category}`)
        }
      }
      for (const branch of token.cases) visit(branch.tokens)
    }
  }
  visit(tokens)
  return missing
}

/** The words of a message, in every branch, without its arguments and tags. */
function wordsOf(tokens: readonly Token[]): string {
  return tokens
    .map((token) => {
      if (token.type === 'content') return token.value.replace(/<\/?\d+\/?>/g, ' ')
      if (token.type === 'plural' || token.type === 'selectordinal' || token.type === 'select') {
        return token.cases.map((branch) => wordsOf(branch.tokens)).join(' ')
      }
      return ' '
    })
    .join('')
    .trim()
}

/** Scripts a reader of these languages expects; a message without it was left in English. */
const scriptOf: Readonly<Record<string, RegExp>> = {
  zh: /\p{Script=Han}/u,
  ru: /\p{Script=Cyrillic}/u,
  mn: /\p{Script=Cyrillic}/u,
  ne: /\p{Script=Devanagari}/u,
  my: /\p{Script=Myanmar}/u,
}

const english = new Map(domains.map((domain) => [domain, readCatalog('en', domain)]))

describe('message catalogs', () => {
  it('has a catalog folder for every language code, and a loader for each catalog', () => {
    expect([...catalogLocales].sort()).toEqual(Object.values(localeByCode).sort())
    expect(Object.keys(catalogLoaders).sort()).toEqual([...catalogLocales].sort())
    for (const loaders of Object.values(catalogLoaders)) {
      expect(Object.keys(loaders)).toEqual([...domains])
    }
  })

  it.each(domains)('reads every English %s message as ICU', (domain) => {
    for (const [id, text] of english.get(domain) ?? []) {
      expect(text, `${id} has no English text`).not.toBe('')
      expect(() => parse(text), id).not.toThrow()
    }
  })

  describe.each(translated)('%s', (locale) => {
    const kept = keptInEnglish(locale)
    const cardinal = new Intl.PluralRules(locale).resolvedOptions().pluralCategories
    const ordinal = new Intl.PluralRules(locale, { type: 'ordinal' }).resolvedOptions()
      .pluralCategories

    it.each(domains)('translates every %s message, keeping its arguments and tags', (domain) => {
      const source = english.get(domain) ?? new Map<string, string>()
      const catalog = readCatalog(locale, domain)
      expect([...catalog.keys()], 'the same ids as English').toEqual([...source.keys()])

      const problems: string[] = []
      for (const [id, englishText] of source) {
        const text = catalog.get(id) ?? ''
        if (text === '') {
          problems.push(`${id}: no translation`)
          continue
        }
        let tokens: Token[]
        try {
          tokens = parse(text, { cardinal, ordinal })
        } catch (error) {
          problems.push(`${id}: ${(error as Error).message}`)
          continue
        }
        const englishTokens = parse(englishText)
        const expected = shapeOf(englishTokens, englishText)
        const actual = shapeOf(tokens, text)
        if (JSON.stringify(actual) !== JSON.stringify(expected)) {
          problems.push(
            `${id}: keeps ${JSON.stringify(actual)}, English has ${JSON.stringify(expected)}`,
          )
        }
        const forms = missingPluralForms(tokens, locale)
        if (forms.length > 0) problems.push(`${id}: plural without ${forms.join(', ')}`)

        const words = wordsOf(tokens)
        const hasWords = /\p{L}{2,}/u.test(wordsOf(englishTokens))
        if (hasWords && !kept.has(id)) {
          if (text === englishText) problems.push(`${id}: still the English text`)
          const script = scriptOf[locale]
          if (script && !script.test(words)) problems.push(`${id}: not in the language's script`)
        }
      }
      expect(problems).toEqual([])
    })

    it('keeps in English only messages that have a translation to keep', () => {
      const ids = new Set([...english.values()].flatMap((catalog) => [...catalog.keys()]))
      expect([...kept].filter((id) => !ids.has(id))).toEqual([])
    })
  })

  /*
   * Google's detector judges a text by the sequences only one encoding allows; a short word using
   * none of them (ဘာသာစကား) reads as both and may score high. A message counts as Zawgyi when
   * the detector says so and reading it as Zawgyi would change it; the catalog as a whole, where
   * the detector is sure, must read as Unicode too.
   */
  it('writes Burmese in Unicode, never in Zawgyi', () => {
    const detector = new ZawgyiDetector()
    const converter = new ZawgyiConverter()
    const burmese = domains.flatMap((domain) =>
      [...readCatalog('my', domain)]
        .filter(([, text]) => /\p{Script=Myanmar}/u.test(text))
        .map(([id, text]) => ({ id: `${domain}: ${id}`, text })),
    )
    const zawgyi = burmese.filter(
      ({ text }) =>
        detector.getZawgyiProbability(text) > 0.95 && converter.zawgyiToUnicode(text) !== text,
    )
    expect(zawgyi.map(({ id }) => id)).toEqual([])
    const catalog = burmese.map(({ text }) => text).join('\n')
    expect(detector.getZawgyiProbability(catalog)).toBeLessThan(0.05)
  })
})
