import type { MenuItem } from '@parlor/contract'
import { describe, expect, it } from 'vitest'
import { filterMenu, hasHotGames } from './menu-filter.ts'

let nextId = 1
function item(id: string, children: MenuItem[] = []): MenuItem {
  nextId += 1
  return { content_id: nextId, id, name: id, path: `/${id}`, icon: '', children }
}
const ids = (items: MenuItem[]): unknown[] =>
  items.map((i) => (i.children.length ? [i.id, ids(i.children)] : i.id))

describe('filterMenu', () => {
  const providers = [
    { category: 'slots', count: 12 },
    { category: 'livecasino', count: 3 },
  ]

  it('keeps only the product categories the site has providers for', () => {
    const menu = [item('slots'), item('livecasino'), item('fish'), item('sportsbook')]
    expect(ids(filterMenu(menu, providers))).toEqual(['slots', 'livecasino'])
  })

  it('keeps hot entries whatever their case, even with no provider listed', () => {
    const menu = [item('hot'), item('HOT'), item('Hot'), item('fish')]
    expect(ids(filterMenu(menu, []))).toEqual(['hot', 'HOT', 'Hot'])
  })

  it('keeps entries whose id is not a product category', () => {
    const menu = [item('promotions'), item('vip'), item('crash'), item('download')]
    expect(ids(filterMenu(menu, providers))).toEqual(['promotions', 'vip', 'download'])
  })

  it('treats a category listed with zero providers as not offered', () => {
    expect(ids(filterMenu([item('bingo')], [{ category: 'bingo', count: 0 }]))).toEqual([])
  })

  it('filters children by the same rule, at every depth', () => {
    const menu = [
      item('games', [item('slots'), item('fish'), item('more', [item('crash'), item('hot')])]),
      item('fish', [item('slots')]),
    ]
    expect(ids(filterMenu(menu, providers))).toEqual([['games', ['slots', ['more', ['hot']]]]])
  })

  it('leaves the input untouched', () => {
    const menu = [item('games', [item('fish')])]
    filterMenu(menu, providers)
    expect(menu[0]?.children).toHaveLength(1)
  })
})

describe('hasHotGames', () => {
  it('is true only for a non-empty list', () => {
    expect(hasHotGames([{ game_code: 'a' }])).toBe(true)
    expect(hasHotGames([])).toBe(false)
    expect(hasHotGames(undefined)).toBe(false)
  })
})
