import { describe, expect, it } from 'vitest'
import { acceptsKey, filterText } from './keyboard-filters.ts'

describe('letters and space', () => {
  it('lets letters of every script through, with their marks', () => {
    for (const name of [
      'Maria Santos',
      'Иван Петров',
      '王小明',
      'राम बहादुर',
      'မောင်မောင်',
      'Нямдорж',
      'Nguyễn Văn An',
    ]) {
      expect(filterText('letters-and-space', name)).toBe(name)
    }
  })

  it('drops digits, punctuation and symbols', () => {
    expect(filterText('letters-and-space', "J0hn O'Brien-3 <script>")).toBe('Jhn OBrien script')
    expect(acceptsKey('letters-and-space', '7')).toBe(false)
    expect(acceptsKey('letters-and-space', '@')).toBe(false)
    expect(acceptsKey('letters-and-space', ' ')).toBe(true)
    expect(acceptsKey('letters-and-space', 'ñ')).toBe(true)
  })
})

describe('digits', () => {
  it('keeps ASCII digits only', () => {
    expect(filterText('digits', '+63 912-345 6789')).toBe('639123456789')
    expect(filterText('digits', '١٢٣')).toBe('')
    expect(acceptsKey('digits', '5')).toBe(true)
    expect(acceptsKey('digits', 'e')).toBe(false)
    expect(acceptsKey('digits', '.')).toBe(false)
  })
})

it('never blocks editing and navigation keys', () => {
  for (const key of ['Backspace', 'Delete', 'ArrowLeft', 'Tab', 'Enter', 'Home']) {
    expect(acceptsKey('digits', key)).toBe(true)
    expect(acceptsKey('letters-and-space', key)).toBe(true)
  }
})
