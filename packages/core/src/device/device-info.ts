import Bowser from 'bowser'
import { isbot } from 'isbot'

export interface DeviceInfo {
  readonly isCrawler: boolean
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

/**
 * Device detection (spec §9) on maintained parsers: bowser for platform, OS and browser, isbot
 * for crawlers. Browser flags follow the browser's own name, so Edge and Samsung Internet are not
 * Chrome, and Chrome on iOS is Chrome (its engine is Safari's, but its player sees Chrome).
 * iPadOS Safari sends a macOS desktop user agent; a user agent alone cannot tell it from a Mac.
 */
export function detectDevice(userAgent: string): DeviceInfo {
  const parsed = Bowser.parse(userAgent || ' ')
  const platform = parsed.platform.type
  const os = parsed.os.name ?? ''
  const browser = parsed.browser.name ?? ''
  return {
    isCrawler: isbot(userAgent),
    isMobile: platform === 'mobile',
    isTablet: platform === 'tablet',
    isDesktop: platform === 'desktop' || (!platform && !isbot(userAgent)),
    isIos: os === 'iOS',
    isAndroid: os === 'Android',
    isWindows: os === 'Windows',
    isMacOs: os === 'macOS',
    isSamsung: browser === 'Samsung Internet for Android',
    isEdge: browser === 'Microsoft Edge',
    isFirefox: browser === 'Firefox',
    isChrome: browser === 'Chrome',
    isSafari: browser === 'Safari',
  }
}
