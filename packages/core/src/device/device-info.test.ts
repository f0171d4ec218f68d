import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type DeviceInfo, detectDevice } from './device-info.ts'

// Real user agents, as the browsers and crawlers send them.
const agents = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  iphoneFacebook:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/458.0.0.34.104;FBBV/567891234;FBDV/iPhone15,2;FBMD/iPhone;FBSN/iOS;FBSV/17.4;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5]',
  ipadMobileSite:
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  // iPadOS 13+ Safari's default: it asks for the desktop site with a Mac's user agent.
  ipadDesktopSite:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  ipadFirefox:
    'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/125.0 Mobile/15E148 Safari/605.1.15',
  androidPhoneChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  androidTabletChrome:
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  samsungPhone:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  samsungTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Safari/537.36',
  edgeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 EdgA/124.0.2478.64',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.80',
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  firefoxWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
  firefoxMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  chromeMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  chromiumLinux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Ubuntu Chromium/79.0.3945.79 Chrome/79.0.3945.79 Safari/537.36',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  googlebotSmartphone:
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.201 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  bingbot: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  bingbotMobile:
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0.1938.76 Mobile Safari/537.36 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  facebookPreview: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  empty: '',
} as const

type Flag = keyof DeviceInfo

/** The flags that hold, so each row below says everything about a device, not a few things. */
const flagsOf = (info: DeviceInfo): Flag[] =>
  (Object.keys(info) as Flag[]).filter((flag) => info[flag]).sort()

describe('detectDevice', () => {
  it.each<[keyof typeof agents, Flag[]]>([
    ['iphoneSafari', ['isMobile', 'isIos', 'isSafari']],
    ['iphoneChrome', ['isMobile', 'isIos', 'isChrome']],
    ['iphoneFacebook', ['isMobile', 'isIos', 'isSafari']],
    ['ipadMobileSite', ['isTablet', 'isIos', 'isSafari']],
    // From its user agent alone an iPad asking for desktop sites is a Mac: see the hint below.
    ['ipadDesktopSite', ['isDesktop', 'isMacOs', 'isSafari']],
    ['ipadFirefox', ['isTablet', 'isIos', 'isFirefox']],
    ['androidPhoneChrome', ['isMobile', 'isAndroid', 'isChrome']],
    ['androidTabletChrome', ['isTablet', 'isAndroid', 'isChrome']],
    ['samsungPhone', ['isMobile', 'isAndroid', 'isSamsung']],
    ['samsungTablet', ['isTablet', 'isAndroid', 'isSamsung']],
    ['edgeAndroid', ['isMobile', 'isAndroid', 'isEdge']],
    ['edgeWindows', ['isDesktop', 'isWindows', 'isEdge']],
    ['chromeWindows', ['isDesktop', 'isWindows', 'isChrome']],
    ['firefoxWindows', ['isDesktop', 'isWindows', 'isFirefox']],
    ['firefoxMac', ['isDesktop', 'isMacOs', 'isFirefox']],
    ['safariMac', ['isDesktop', 'isMacOs', 'isSafari']],
    ['chromeMac', ['isDesktop', 'isMacOs', 'isChrome']],
    ['chromiumLinux', ['isDesktop', 'isChrome']],
    ['googlebot', ['isCrawler', 'isDesktop']],
    ['googlebotSmartphone', ['isCrawler', 'isMobile', 'isAndroid']],
    ['bingbot', ['isCrawler', 'isDesktop']],
    ['bingbotMobile', ['isCrawler', 'isMobile', 'isAndroid']],
    ['facebookPreview', ['isCrawler', 'isDesktop']],
    ['empty', ['isDesktop']],
  ])('recognises %s', (agent, flags) => {
    expect(flagsOf(detectDevice(agents[agent]))).toEqual([...flags].sort())
  })

  it.each(['edgeWindows', 'edgeAndroid', 'samsungPhone'] as const)(
    'does not take %s for Chrome, though its user agent says Chrome',
    (agent) => {
      expect(agents[agent]).toContain('Chrome/')
      expect(detectDevice(agents[agent]).isChrome).toBe(false)
    },
  )

  it('takes Chrome on iOS for Chrome, not Safari, although it runs on Safari’s engine', () => {
    expect(detectDevice(agents.iphoneChrome)).toMatchObject({ isChrome: true, isSafari: false })
  })

  it('reads an iPad asking for desktop sites as an iPad once the browser reports touch', () => {
    expect(flagsOf(detectDevice(agents.ipadDesktopSite, { maxTouchPoints: 5 }))).toEqual(
      ['isTablet', 'isIos', 'isSafari'].sort(),
    )
    // A Mac reports no touch points; a touch hint never turns another system into an iPad.
    expect(detectDevice(agents.safariMac, { maxTouchPoints: 0 }).isMacOs).toBe(true)
    expect(detectDevice(agents.chromeWindows, { maxTouchPoints: 10 })).toMatchObject({
      isDesktop: true,
      isWindows: true,
      isIos: false,
    })
    expect(detectDevice(agents.iphoneSafari, { maxTouchPoints: 5 }).isMobile).toBe(true)
  })

  it('does not take a blank or odd user agent for a browser', () => {
    expect(detectDevice('   ')).toMatchObject({ isDesktop: true, isChrome: false })
    expect(detectDevice('curl/8.4.0')).toMatchObject({ isCrawler: true, isDesktop: true })
  })

  it('always gives exactly one form factor, at most one system and at most one browser', () => {
    const known = fc.constantFrom(...Object.values(agents))
    fc.assert(
      fc.property(
        fc.oneof(known, fc.string(), fc.string({ unit: 'grapheme-ascii' })),
        fc.option(fc.integer({ min: 0, max: 10 }), { nil: undefined }),
        (userAgent, maxTouchPoints) => {
          const info = detectDevice(userAgent, { maxTouchPoints })
          const count = (flags: Flag[]) => flags.filter((flag) => info[flag]).length
          expect(count(['isMobile', 'isTablet', 'isDesktop'])).toBe(1)
          expect(count(['isIos', 'isAndroid', 'isWindows', 'isMacOs'])).toBeLessThanOrEqual(1)
          expect(
            count(['isSamsung', 'isEdge', 'isFirefox', 'isChrome', 'isSafari']),
          ).toBeLessThanOrEqual(1)
        },
      ),
    )
  })
})
