import { describe, expect, it } from 'vitest'
import { newsSearch, playnowSearch } from './search-rules.ts'

describe('newsSearch', () => {
  it('takes the list and an article named by a positive whole number, parsed or not', () => {
    for (const search of [{}, { page: 2 }, { id: 12 }, { id: '12' }]) {
      expect(newsSearch(search)).toBe(true)
    }
  })

  it('refuses an article named by anything else', () => {
    for (const id of ['abc', '', 0, -3, 1.5, '1e400', ['1'], null]) {
      expect({ id, valid: newsSearch({ id }) }).toEqual({ id, valid: false })
    }
  })
})

describe('playnowSearch', () => {
  it('takes a game named by provider and code, and an address naming none', () => {
    expect(playnowSearch({ provider: 'JILI', game: 'fortune-gems' })).toBe(true)
    expect(playnowSearch({ provider: 'JDB', game: 14_042 })).toBe(true)
    expect(playnowSearch({})).toBe(true)
  })

  it('refuses half a name, a blank one or one too long for a code', () => {
    for (const search of [
      { provider: 'JILI' },
      { game: 'fortune-gems' },
      { provider: ' ', game: 'x' },
      { provider: 'JILI', game: 'x'.repeat(65) },
      { provider: { code: 'JILI' }, game: 'x' },
    ]) {
      expect({ search, valid: playnowSearch(search) }).toEqual({ search, valid: false })
    }
  })
})
