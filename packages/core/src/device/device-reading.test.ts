import { describe, expect, it } from 'vitest'
import { detectDevice } from './device-info.ts'
import { deviceFromReading, deviceReadingOf } from './device-reading.ts'

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
const pixel =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36'
const googlebot = 'Googlebot/2.1 (+http://www.google.com/bot.html)'

describe('a device reading carried by the first document', () => {
  it('names the flags that hold and comes back as the same device', () => {
    const device = detectDevice(iphone)
    expect(deviceReadingOf(device)).toBe('isMobile isIos isSafari')
    for (const agent of [iphone, pixel, googlebot, ''])
      expect(deviceFromReading(deviceReadingOf(detectDevice(agent)))).toEqual(detectDevice(agent))
  })

  it('is not trusted when it is missing, names an unknown flag or no single form factor', () => {
    expect(deviceFromReading(null)).toBeNull()
    expect(deviceFromReading('')).toBeNull()
    expect(deviceFromReading('isMobile isIos isAdmin')).toBeNull()
    expect(deviceFromReading('isIos isSafari')).toBeNull()
    expect(deviceFromReading('isMobile isDesktop')).toBeNull()
    expect(deviceFromReading('isMobile  isIos')).toBeNull()
  })
})
