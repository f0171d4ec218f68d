import { deviceAttribute } from '@parlor/contract'
import { type DeviceInfo, deviceFromReading } from '@parlor/core'

/**
 * The device the server read from this browser's user agent (`<html data-device>`), so the site
 * need not download the parsers to read the same header; null when the document carries none
 * (another server) or the browser knows better: a "Mac" with a touch screen is an iPad asking for
 * desktop sites, which only `navigator.maxTouchPoints` tells.
 */
export function servedDevice(
  root: Pick<Element, 'getAttribute'>,
  { maxTouchPoints }: Pick<Navigator, 'maxTouchPoints'>,
): DeviceInfo | null {
  const device = deviceFromReading(root.getAttribute(deviceAttribute))
  if (device?.isMacOs && maxTouchPoints > 1) return null
  return device
}
