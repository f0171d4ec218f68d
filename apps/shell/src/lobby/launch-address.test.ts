import { describe, expect, it } from 'vitest'
import { launchAddress } from './launch-address.ts'

const origin = 'https://site.example'

describe('launchAddress', () => {
  it('takes the site’s own paths and web addresses', () => {
    expect(launchAddress('/play/JILI/2?token=a', origin)).toBe(
      'https://site.example/play/JILI/2?token=a',
    )
    expect(launchAddress('https://games.example/launch?t=1', origin)).toBe(
      'https://games.example/launch?t=1',
    )
  })

  it('refuses script-type, other schemes and empty addresses', () => {
    expect(launchAddress('javascript:alert(1)', origin)).toBeNull()
    expect(launchAddress(' JavaScript:alert(1)', origin)).toBeNull()
    expect(launchAddress('data:text/html,hi', origin)).toBeNull()
    expect(launchAddress('mailto:a@b.example', origin)).toBeNull()
    expect(launchAddress('', origin)).toBeNull()
  })
})
