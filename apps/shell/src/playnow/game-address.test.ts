import { describe, expect, it } from 'vitest'
import { playnowGame } from './game-address.ts'

describe('playnowGame', () => {
  it('reads the provider and the game code, numeric codes included', () => {
    expect(playnowGame({ provider: 'PPLAY', game: 'vs20-olympus' })).toEqual({
      provider: 'PPLAY',
      game: 'vs20-olympus',
    })
    // Numeric codes stay codes, whichever way they arrive.
    expect(playnowGame({ provider: 'JDB', game: 14001 })).toEqual({
      provider: 'JDB',
      game: '14001',
    })
  })

  it('is null when either is missing or blank', () => {
    expect(playnowGame({})).toBeNull()
    expect(playnowGame({ provider: 'JILI' })).toBeNull()
    expect(playnowGame({ provider: ' ', game: '2' })).toBeNull()
    expect(playnowGame({ provider: 'JILI', game: { nested: true } })).toBeNull()
  })
})
