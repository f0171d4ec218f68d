import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { acceptsKey, filterText, type KeyboardFilter } from './keyboard-filters.ts'

const filters: readonly KeyboardFilter[] = ['letters-and-space', 'digits']

/** Names as players of the eleven languages write them, marks and all. */
const names = [
  'Maria Santos',
  'José Ángel Ñuñez',
  'Иван Петров',
  'Батболд Өлзийбаяр',
  '王小明',
  '陳𠀀',
  'राम बहादुर क्षेत्री',
  'मोहन',
  'မောင်မောင်',
  'အောင်ဆန်းစုကြည်',
  'Nguyễn Văn An',
  'Nguye\u0302\u0303n',
  'Siti Nurhaliza',
  'خالد',
  'ສົມພອນ',
]

describe('letters and space', () => {
  it.each(names)('keeps the name %s whole', (name) => {
    expect(filterText('letters-and-space', name)).toBe(name)
  })

  it.each(names)('lets every key of %s through', (name) => {
    for (const char of name) expect(acceptsKey('letters-and-space', char)).toBe(true)
  })

  it('lets a key that types a whole conjunct through', () => {
    expect(acceptsKey('letters-and-space', 'क्ष')).toBe(true)
  })

  it('drops digits of every script, punctuation, symbols and emoji', () => {
    expect(filterText('letters-and-space', "J0hn O'Brien-3 <script>")).toBe('Jhn OBrien script')
    expect(filterText('letters-and-space', 'राम१२ ၁၂Ко😀ля')).toBe('राम Коля')
    for (const key of ['7', '@', '-', '.', '٣', '😀', '१', 'Ⅻ']) {
      expect(acceptsKey('letters-and-space', key)).toBe(false)
    }
  })

  it('keeps the joiners Indic spelling needs', () => {
    const halfForm = 'क्\u200Dष'
    expect(filterText('letters-and-space', halfForm)).toBe(halfForm)
  })

  it('turns other spaces into a plain space instead of gluing words together', () => {
    expect(filterText('letters-and-space', 'Juan\u00A0dela\u3000Cruz\tJr\nII')).toBe(
      'Juan dela Cruz Jr II',
    )
    expect(acceptsKey('letters-and-space', ' ')).toBe(true)
    expect(acceptsKey('letters-and-space', '\u00A0')).toBe(false)
  })
})

describe('digits', () => {
  it('keeps ASCII digits only', () => {
    expect(filterText('digits', '+63 912-345 6789')).toBe('639123456789')
    expect(filterText('digits', '1.5e3')).toBe('153')
    expect(acceptsKey('digits', '5')).toBe(true)
    for (const key of ['e', 'E', '.', ',', '-', '+', ' ', '²', '½']) {
      expect(acceptsKey('digits', key)).toBe(false)
    }
  })

  it.each([
    ['Arabic-Indic', 0x0660],
    ['Extended Arabic-Indic', 0x06f0],
    ['Devanagari (Nepali)', 0x0966],
    ['Bengali', 0x09e6],
    ['Thai', 0x0e50],
    ['Myanmar', 0x1040],
    ['Myanmar Shan', 0x1090],
    ['Mongolian', 0x1810],
    ['full-width (Chinese IME)', 0xff10],
    ['mathematical bold', 0x1d7ce],
    ['mathematical monospace', 0x1d7f6],
  ])('reads %s digits as 0-9', (_, zero) => {
    const typed = [...'9845012367'].map((d) => String.fromCodePoint(zero + Number(d))).join('')
    expect(filterText('digits', typed)).toBe('9845012367')
    expect(acceptsKey('digits', String.fromCodePoint(zero + 3))).toBe(false)
  })
})

describe('both filters', () => {
  it('never block editing, navigation and IME keys', () => {
    const keys = [
      'Backspace',
      'Delete',
      'ArrowLeft',
      'Tab',
      'Enter',
      'Home',
      'F5',
      'Process',
      'Dead',
    ]
    for (const filter of filters) {
      for (const key of keys) expect(acceptsKey(filter, key)).toBe(true)
    }
  })

  it('never block shortcuts such as paste and select-all', () => {
    for (const filter of filters) {
      expect(acceptsKey(filter, 'v', { ctrlKey: true })).toBe(true)
      expect(acceptsKey(filter, 'a', { metaKey: true })).toBe(true)
    }
  })

  it('filter what AltGr types, since it comes as Ctrl+Alt', () => {
    expect(acceptsKey('letters-and-space', '@', { ctrlKey: true, altKey: true })).toBe(false)
    expect(acceptsKey('digits', 'ą', { ctrlKey: true, altKey: true })).toBe(false)
    expect(acceptsKey('letters-and-space', 'ą', { ctrlKey: true, altKey: true })).toBe(true)
  })

  it('leave nothing but what they allow, whatever is pasted', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
        expect(filterText('digits', text)).toMatch(/^[0-9]*$/)
        expect(filterText('letters-and-space', text)).toMatch(/^(?:[\p{L}\p{M} ]|\u200C|\u200D)*$/u)
      }),
    )
  })

  it('change nothing the second time', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...filters),
        fc.string({ unit: 'binary', maxLength: 40 }),
        (filter, text) => {
          const once = filterText(filter, text)
          expect(filterText(filter, once)).toBe(once)
        },
      ),
    )
  })

  it('let a key through only when typing it leaves clean text', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...filters),
        fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
        (filter, key) => {
          expect(acceptsKey(filter, key)).toBe(filterText(filter, key) === key)
        },
      ),
    )
  })
})
