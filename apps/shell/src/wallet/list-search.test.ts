import { describe, expect, it } from 'vitest'
import { searchChoice, searchPage, searchText, withChanges } from './list-search.ts'

describe('list search', () => {
  it('reads what the router parsed, and junk as no filter', () => {
    expect(searchText({ provider: 'PPLAY' }, 'provider')).toBe('PPLAY')
    expect(searchText({ promotion: 3 }, 'promotion')).toBe('3')
    expect(searchText({ provider: { a: 1 } }, 'provider')).toBe('')
    expect(searchPage({ page: 4 })).toBe(4)
    expect(searchPage({ page: '2' })).toBe(2)
    expect(searchPage({ page: -1 })).toBe(1)
    expect(searchPage({ page: 2.5 })).toBe(1)
    expect(searchChoice({ type: 'withdrawal' }, 'type', ['all', 'deposit', 'withdrawal'])).toBe(
      'withdrawal',
    )
    expect(searchChoice({ type: 'bonus' }, 'type', ['all', 'deposit'])).toBe('all')
  })

  it('keeps a clean address: no empty filters, no page 1', () => {
    expect(withChanges({ page: 3, from: '2025-05-01' }, { from: '', page: undefined })).toEqual({})
    expect(withChanges({ type: 'deposit' }, { page: 1 })).toEqual({ type: 'deposit' })
    expect(withChanges({}, { page: 2, provider: 'JILI' })).toEqual({ page: 2, provider: 'JILI' })
  })
})
