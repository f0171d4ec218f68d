import type { Site } from '@parlor/contract'
import type { DeviceInfo } from '@parlor/core'

export interface AppLink {
  readonly platform: 'android' | 'ios'
  /** Android: the package itself. iOS: the download page, whose steps the profile install needs. */
  readonly href: string
  /**
   * The package is an address of its own (the operator's download host): links to it carry the
   * external flag, without which the site's navigation refuses an address it cannot route.
   */
  readonly external: boolean
}

const absoluteAddress = /^[a-z][a-z0-9+.-]*:/i

/** The site's app for this phone (site android_sub / ios_sub), or null when it has none. */
export function appLinkFor(
  site: Pick<Site, 'android_sub' | 'ios_sub'> | null,
  device: Pick<DeviceInfo, 'isAndroid' | 'isIos'>,
): AppLink | null {
  if (!site) return null
  if (device.isAndroid && site.android_sub) {
    const href = site.android_sub
    return { platform: 'android', href, external: absoluteAddress.test(href) }
  }
  if (device.isIos && site.ios_sub) return { platform: 'ios', href: '/download', external: false }
  return null
}
