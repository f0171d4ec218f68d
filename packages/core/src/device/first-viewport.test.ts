import { describe, expect, it } from 'vitest'
import { firstViewportOf } from './first-viewport.ts'

const agents = {
  androidPhone:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  desktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  googlebotSmartphone:
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.71 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
}

describe('firstViewportOf', () => {
  it('renders phones, and crawlers that announce one, narrow', () => {
    expect(firstViewportOf(agents.androidPhone)).toBe('narrow')
    expect(firstViewportOf(agents.iphone)).toBe('narrow')
    expect(firstViewportOf(agents.googlebotSmartphone)).toBe('narrow')
  })

  it('renders tablets, desktops and what it cannot tell wide', () => {
    expect(firstViewportOf(agents.ipad)).toBe('wide')
    expect(firstViewportOf(agents.desktop)).toBe('wide')
    expect(firstViewportOf(agents.googlebot)).toBe('wide')
    expect(firstViewportOf('')).toBe('wide')
  })
})
