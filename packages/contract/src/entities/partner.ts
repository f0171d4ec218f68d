import * as v from 'valibot'
import { WebAddress } from '../fields.ts'
import { ImageAddress } from './image-address.ts'

/**
 * A partner logo of the partners widget; it links out in a new tab, so its `href` is a
 * web address: a partner with any other scheme is dropped from the list (`lenientList`).
 */
export const Partner = v.object({
  href: WebAddress,
  img_url: ImageAddress,
  partner_name: v.string(),
})
export type Partner = v.InferOutput<typeof Partner>
