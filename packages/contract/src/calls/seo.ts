import * as v from 'valibot'
import { defineCall } from '../define-call.ts'
import { SeoRecord } from '../entities/seo-record.ts'
import { response } from '../envelope.ts'
import { siteEntries } from '../fields.ts'

export const seo = defineCall({
  path: '/api/seo',
  request: v.object({
    ...siteEntries,
    /** The page asked for; the shell asks for `home` at start (spec §7). */
    page_name: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64)), 'home'),
  }),
  response: response({ value: v.array(SeoRecord) }),
})
