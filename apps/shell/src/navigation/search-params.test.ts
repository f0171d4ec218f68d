import { describe, expect, it } from 'vitest'
import { parseSearch, stringifySearch } from './search-params.ts'

describe('query strings', () => {
  it('keep every value as plain text, both ways', () => {
    expect(stringifySearch({ promotion: 7, search: '777', favourites: true })).toBe(
      '?promotion=7&search=777&favourites=true',
    )
    expect(parseSearch('?page=2&search=%F0%9F%8E%B0+dragon')).toEqual({
      page: '2',
      search: '🎰 dragon',
    })
  })

  it('leave empty values out, so a page without filters has a clean address', () => {
    expect(stringifySearch({ provider: '', page: undefined, type: null })).toBe('')
  })
})
