import { describe, expect, it } from 'vitest'
import { servedDevice } from './served-device.ts'

const root = (reading: string | null) => ({
  getAttribute: (name: string) => (name === 'data-device' ? reading : null),
})

describe('the device the server read', () => {
  it('is taken from the document', () => {
    expect(servedDevice(root('isMobile isIos isSafari'), { maxTouchPoints: 5 })).toMatchObject({
      isMobile: true,
      isIos: true,
      isSafari: true,
      isDesktop: false,
      isAndroid: false,
    })
  })

  it('is read again by the browser when the document has none, or names a touch-screen Mac', () => {
    expect(servedDevice(root(null), { maxTouchPoints: 0 })).toBeNull()
    expect(servedDevice(root('isMobile isPhone'), { maxTouchPoints: 0 })).toBeNull()
    expect(servedDevice(root('isDesktop isMacOs isSafari'), { maxTouchPoints: 5 })).toBeNull()
    expect(servedDevice(root('isDesktop isMacOs isSafari'), { maxTouchPoints: 0 })).toMatchObject({
      isMacOs: true,
    })
  })
})
