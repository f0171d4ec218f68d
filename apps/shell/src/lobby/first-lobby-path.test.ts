import type { MenuItem } from '@parlor/contract'
import { describe, expect, it } from 'vitest'
import { firstLobbyPath } from './first-lobby-path.ts'

function item(id: string, path: string): MenuItem {
  return { content_id: 1, id, name: id, path, icon: '', children: [] }
}

describe('firstLobbyPath', () => {
  it('skips the hot list and the sports book', () => {
    expect(
      firstLobbyPath([item('HOT', '/hot'), item('sportsbook', '/sports'), item('slots', '/slots')]),
    ).toBe('/slots')
  })

  it('skips entries that lead off the site, and has nothing for an empty menu', () => {
    expect(
      firstLobbyPath([item('fish', 'https://elsewhere.example'), item('fish', '/fishing')]),
    ).toBe('/fishing')
    expect(firstLobbyPath([])).toBeNull()
    expect(firstLobbyPath([item('hot', '/hot')])).toBeNull()
  })
})
