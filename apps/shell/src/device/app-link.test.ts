import { describe, expect, it } from 'vitest'
import { appLinkFor } from './app-link.ts'

const site = {
  android_sub: 'https://x.example/app.apk',
  ios_sub: 'https://x.example/app.mobileconfig',
}

describe("the site's app for this phone", () => {
  it('is the package on Android and the install steps on iOS', () => {
    expect(appLinkFor(site, { isAndroid: true, isIos: false })).toEqual({
      platform: 'android',
      href: site.android_sub,
      external: true,
    })
    expect(appLinkFor(site, { isAndroid: false, isIos: true })).toEqual({
      platform: 'ios',
      href: '/download',
      external: false,
    })
    // A package the site serves itself is one of its own addresses.
    expect(
      appLinkFor({ ...site, android_sub: '/download/app.apk' }, { isAndroid: true, isIos: false }),
    ).toMatchObject({ href: '/download/app.apk', external: false })
  })

  it('is nothing on a desktop or when the site has no app for the platform', () => {
    expect(appLinkFor(site, { isAndroid: false, isIos: false })).toBeNull()
    expect(appLinkFor({ ...site, android_sub: '' }, { isAndroid: true, isIos: false })).toBeNull()
    expect(appLinkFor(null, { isAndroid: true, isIos: false })).toBeNull()
  })
})
