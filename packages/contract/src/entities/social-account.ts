import * as v from 'valibot'
import { ImageAddress } from './image-address.ts'

/**
 * A site's account on a social network or messenger. `type` names the network (facebook,
 * telegram, whatsapp…) as the operator entered it, so a new network needs no new client.
 */
export const SocialAccount = v.object({
  type: v.string(),
  name: v.string(),
  url: v.string(),
  icon: ImageAddress,
})
export type SocialAccount = v.InferOutput<typeof SocialAccount>
