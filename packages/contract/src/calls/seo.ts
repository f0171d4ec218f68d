import * as v from 'valibot'
import { defineCall } from '../define-call.ts'
import { SeoRecord } from '../entities/seo-record.ts'
import { response } from '../envelope.ts'
import { PageName, siteEntries } from '../fields.ts'

export const seo = defineCall({
  path: '/api/seo',
  request: v.object({
    ...siteEntries,
    page_name: PageName,
  }),
  response: response({ value: v.array(SeoRecord) }),
})
