import { type DeviceInfo, detectDevice } from '@parlor/core'

/** This browser, from its user agent and touch points (an iPad asking for desktop sites). */
export function currentDevice(): DeviceInfo {
  return detectDevice(navigator.userAgent, { maxTouchPoints: navigator.maxTouchPoints })
}
