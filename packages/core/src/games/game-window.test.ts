import { describe, expect, it } from 'vitest'
import {
  gameWindowPlan,
  isPopupProvider,
  playnowPath,
  popupFeatures,
  popupProviders,
} from './game-window.ts'

describe('isPopupProvider', () => {
  it('knows EVOPLAY in any case', () => {
    expect(popupProviders).toEqual(['EVOPLAY'])
    expect(isPopupProvider('EVOPLAY')).toBe(true)
    expect(isPopupProvider('evoplay')).toBe(true)
    expect(isPopupProvider(' Evoplay ')).toBe(true)
  })

  it('does not count other providers', () => {
    expect(isPopupProvider('JILI')).toBe(false)
    expect(isPopupProvider('EVO')).toBe(false)
    expect(isPopupProvider('')).toBe(false)
  })
})

describe('gameWindowPlan', () => {
  it('opens every game in a new tab on a phone, popup providers included', () => {
    expect(gameWindowPlan({ providerCode: 'JILI', isPhone: true })).toEqual({ kind: 'new-tab' })
    expect(gameWindowPlan({ providerCode: 'EVOPLAY', isPhone: true })).toEqual({ kind: 'new-tab' })
  })

  it('opens a popup provider in a 1280×800 popup elsewhere', () => {
    expect(gameWindowPlan({ providerCode: 'evoplay', isPhone: false })).toEqual({
      kind: 'popup',
      features: 'popup,width=1280,height=800',
    })
  })

  it("opens other games on the site's own page", () => {
    expect(gameWindowPlan({ providerCode: 'PGSOFT', isPhone: false })).toEqual({
      kind: 'navigate',
    })
  })

  it('centres the popup on the screen it is given', () => {
    const plan = gameWindowPlan({
      providerCode: 'EVOPLAY',
      isPhone: false,
      screen: { availWidth: 1920, availHeight: 1040, availLeft: 0, availTop: 40 },
    })
    expect(plan).toEqual({
      kind: 'popup',
      features: 'popup,width=1280,height=800,left=320,top=160',
    })
  })
})

describe('popupFeatures', () => {
  it('shrinks the popup to a small screen', () => {
    expect(popupFeatures({ availWidth: 1024, availHeight: 700 })).toBe(
      'popup,width=1024,height=700,left=0,top=0',
    )
  })

  it('centres on a second monitor', () => {
    expect(popupFeatures({ availWidth: 1280, availHeight: 1000, availLeft: 1920 })).toBe(
      'popup,width=1280,height=800,left=1920,top=100',
    )
  })
})

describe('playnowPath', () => {
  it("points at the site's game page with the provider and game", () => {
    expect(playnowPath({ provider_code: 'JILI', game_code: 'fortune-gems' })).toBe(
      '/playnow?provider=JILI&game=fortune-gems',
    )
  })

  it('encodes codes that would break the address', () => {
    const path = playnowPath({ provider_code: 'A&B', game_code: 'slot #1?x=y' })
    expect(path).toBe('/playnow?provider=A%26B&game=slot+%231%3Fx%3Dy')
    const query = new URL(path, 'https://example.com').searchParams
    expect(query.get('provider')).toBe('A&B')
    expect(query.get('game')).toBe('slot #1?x=y')
  })
})
