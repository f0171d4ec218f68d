import Bowser from 'bowser'
import { isbot } from 'isbot'
import { formFactorOf } from './form-factor.ts'

export interface DeviceInfo {
  readonly isCrawler: boolean
  /** Exactly one of isMobile, isTablet and isDesktop holds. */
  readonly isMobile: boolean
  readonly isTablet: boolean
  readonly isDesktop: boolean
  readonly isIos: boolean
  readonly isAndroid: boolean
  readonly isWindows: boolean
  readonly isMacOs: boolean
  readonly isSamsung: boolean
  readonly isEdge: boolean
  readonly isFirefox: boolean
  readonly isChrome: boolean
  readonly isSafari: boolean
}

/** What only the browser itself can tell, beyond its user agent. */
export interface DeviceHints {
  /** `navigator.maxTouchPoints`: an iPad asking for desktop sites reports several, a Mac none. */
  readonly maxTouchPoints?: number
}

/**
 * Device detection on maintained parsers: bowser for platform, OS and browser, isbot
 * for crawlers.
 *
 * - Browser flags follow the browser's own name: Edge and Samsung Internet are not Chrome even
 *   though their user agents say Chrome, and Chrome, Firefox or Edge on iOS are themselves, not
 *   Safari, although they run on Safari's engine, because that is the browser the player chose.
 *   Chromium counts as Chrome. In-app browsers on iOS (Facebook, Instagram) are Safari's engine
 *   and bowser names them Safari.
 * - iPadOS Safari asks for desktop sites by default and then sends a Mac's user agent. From the
 *   user agent alone it is a Mac; in the browser, pass `navigator.maxTouchPoints` and a touch
 *   "Mac" is read as the iPad it is.
 * - A crawler gets the form factor it announces (Googlebot Smartphone is a mobile, so the page it
 *   indexes is the mobile one); one that announces none is a desktop, as is anything unknown.
 */
export function detectDevice(userAgent: string, hints: DeviceHints = {}): DeviceInfo {
  const isCrawler = isbot(userAgent)
  // Bowser refuses an empty string; a blank one parses to nothing, which is what we want.
  const { platform, os, browser } = Bowser.parse(userAgent || ' ')
  const touchMac = os.name === 'macOS' && (hints.maxTouchPoints ?? 0) > 1
  const osName = touchMac ? 'iOS' : os.name
  const formFactor = touchMac ? 'tablet' : formFactorOf(platform.type, osName)
  return {
    isCrawler,
    isMobile: formFactor === 'mobile',
    isTablet: formFactor === 'tablet',
    isDesktop: formFactor === 'desktop',
    isIos: osName === 'iOS',
    isAndroid: osName === 'Android',
    isWindows: osName === 'Windows',
    isMacOs: osName === 'macOS',
    isSamsung: browser.name === 'Samsung Internet for Android',
    isEdge: browser.name === 'Microsoft Edge',
    isFirefox: browser.name === 'Firefox',
    isChrome: browser.name === 'Chrome' || browser.name === 'Chromium',
    isSafari: browser.name === 'Safari',
  }
}
