/** The contract's TrackingId bound: longer ids would make the site-visit call refuse the request. */
export const trackingIdMaxLength = 256

/** A marketing id as the contract accepts it: trimmed and at most 256 characters. */
export function cleanTrackingId(value: string | null | undefined): string {
  return (value ?? '').trim().slice(0, trackingIdMaxLength).trim()
}
