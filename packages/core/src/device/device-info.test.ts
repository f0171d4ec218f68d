import { describe, expect, it } from 'vitest'
import { type DeviceInfo, detectDevice } from './device-info.ts'

const agents = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.80',
  firefoxMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0',
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  bingbot: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
}

const only = (...flags: (keyof DeviceInfo)[]) => Object.fromEntries(flags.map((f) => [f, true]))
const truthy = (info: DeviceInfo) => Object.fromEntries(Object.entries(info).filter(([, v]) => v))

describe('detectDevice', () => {
  it.each([
    ['iphoneSafari', only('isMobile', 'isIos', 'isSafari')],
    ['iphoneChrome', only('isMobile', 'isIos', 'isChrome')],
    ['ipad', only('isTablet', 'isIos', 'isSafari')],
    ['androidPhone', only('isMobile', 'isAndroid', 'isChrome')],
    ['androidTablet', only('isTablet', 'isAndroid', 'isChrome')],
    ['samsung', only('isMobile', 'isAndroid', 'isSamsung')],
    ['edge', only('isDesktop', 'isWindows', 'isEdge')],
    ['firefoxMac', only('isDesktop', 'isMacOs', 'isFirefox')],
    ['chromeWindows', only('isDesktop', 'isWindows', 'isChrome')],
  ] as const)('recognises %s', (agent, flags) => {
    expect(truthy(detectDevice(agents[agent]))).toEqual(flags)
  })

  it('recognises crawlers', () => {
    expect(detectDevice(agents.googlebot).isCrawler).toBe(true)
    expect(detectDevice(agents.bingbot).isCrawler).toBe(true)
    expect(detectDevice(agents.chromeWindows).isCrawler).toBe(false)
  })

  it('treats an empty user agent as a plain desktop', () => {
    expect(truthy(detectDevice(''))).toEqual(only('isDesktop'))
  })
})
