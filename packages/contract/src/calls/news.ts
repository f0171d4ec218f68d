import * as v from 'valibot'
import { defineCall } from '../define-call.ts'
import { ImageAddress } from '../entities/image-address.ts'
import { response } from '../envelope.ts'
import {
  IsoDate,
  languageEntries,
  pageRequestEntries,
  pagingEntries,
  RecordId,
  siteEntries,
} from '../fields.ts'

export const NewsArticle = v.object({
  news_id: RecordId,
  title: v.string(),
  summary: v.string(),
  /** Operator rich text: sanitise before display. */
  body: v.string(),
  image_url: ImageAddress,
  published_at: IsoDate,
})
export type NewsArticle = v.InferOutput<typeof NewsArticle>

/** Articles newest first. */
export const news = defineCall({
  path: '/api/news',
  request: v.object({ ...siteEntries, ...languageEntries, ...pageRequestEntries }),
  response: response({ items: v.array(NewsArticle), ...pagingEntries }),
  localized: true,
})
