import * as v from 'valibot'
import { ImageAddress } from './image-address.ts'

/** A page's search-engine data and its texts in English and the site's language. */
export const SeoRecord = v.object({
  id: v.number(),
  page_name: v.string(),
  en_item_name: v.string(),
  en_body: v.string(),
  local_item_name: v.string(),
  local_body: v.string(),
  meta_title: v.string(),
  meta_desc: v.string(),
  meta_keywords: v.string(),
  meta_url: v.string(),
  meta_canonical: v.string(),
  meta_author: v.string(),
  meta_publisher: v.string(),
  meta_lang: v.string(),
  meta_image_url: ImageAddress,
})
export type SeoRecord = v.InferOutput<typeof SeoRecord>
