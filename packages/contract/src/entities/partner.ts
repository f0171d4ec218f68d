import * as v from 'valibot'

/** A partner logo of the partners widget; it links out in a new tab (spec §2). */
export const Partner = v.object({
  href: v.string(),
  img_url: v.string(),
  partner_name: v.string(),
})
export type Partner = v.InferOutput<typeof Partner>
