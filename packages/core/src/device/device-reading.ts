import type { DeviceInfo } from './device-info.ts'

const flags = [
  'isCrawler',
  'isMobile',
  'isTablet',
  'isDesktop',
  'isIos',
  'isAndroid',
  'isWindows',
  'isMacOs',
  'isSamsung',
  'isEdge',
  'isFirefox',
  'isChrome',
  'isSafari',
] as const satisfies readonly (keyof DeviceInfo)[]

type Flag = (typeof flags)[number]
const isFlag = (word: string): word is Flag => (flags as readonly string[]).includes(word)

/**
 * A device reading as a first document carries it (`<html data-device>`): the names of the flags
 * that hold, space-separated, such as `isMobile isIos isSafari`. The server reads the user agent
 * it was sent, so the browser need not download the parsers to learn the same thing.
 */
export function deviceReadingOf(device: DeviceInfo): string {
  return flags.filter((flag) => device[flag]).join(' ')
}

/**
 * The device a `deviceReadingOf` string names, or null when there is none or it is not one: an
 * unknown word, or not exactly one of mobile, tablet and desktop. Null means "read it yourself".
 */
export function deviceFromReading(reading: string | null | undefined): DeviceInfo | null {
  if (!reading) return null
  const words = reading.split(' ')
  if (!words.every(isFlag)) return null
  const holds = (flag: Flag) => words.includes(flag)
  const formFactors = [holds('isMobile'), holds('isTablet'), holds('isDesktop')]
  if (formFactors.filter(Boolean).length !== 1) return null
  return Object.fromEntries(flags.map((flag) => [flag, holds(flag)])) as Record<Flag, boolean>
}
