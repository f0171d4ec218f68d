import * as v from 'valibot'
import { Count, IsoDate } from '../fields.ts'

/**
 * What a call that sends a one-time code answers: where it went (starred out, so the answer never
 * confirms a full phone number), when it stops working and when another may be asked for.
 */
export const tacDeliveryEntries = {
  sent_to: v.string(),
  expires_at: IsoDate,
  /** Seconds before a new code may be requested. */
  resend_after: Count,
}

export const TacDelivery = v.object(tacDeliveryEntries)
export type TacDelivery = v.InferOutput<typeof TacDelivery>
