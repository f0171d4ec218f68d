import type { Site } from '@parlor/contract'
import type { DeviceInfo } from '@parlor/core'

export interface AppLink {
  readonly platform: 'android' | 'ios'
  /** Android: the package itself. iOS: the download page, whose steps the profile install needs. */
  readonly href: string
}

/** The site's app for this phone (site android_sub / ios_sub), or null when it has none. */
export function appLinkFor(
  site: Pick<Site, 'android_sub' | 'ios_sub'> | null,
  device: Pick<DeviceInfo, 'isAndroid' | 'isIos'>,
): AppLink | null {
  if (!site) return null
  if (device.isAndroid && site.android_sub) return { platform: 'android', href: site.android_sub }
  if (device.isIos && site.ios_sub) return { platform: 'ios', href: '/download' }
  return null
}
