import * as v from 'valibot'

/** The information pages a site writes itself; each is a route of the site. */
export const cmsPages = [
  'about_us',
  'privacy_policy',
  'responsible_gaming',
  'banking',
  'faqs',
  'term_condition',
] as const
export type CmsPage = (typeof cmsPages)[number]

/**
 * One information page in English and the site's local language. Bodies are operator rich text:
 * sanitise before display. `status` false hides the page.
 */
export const CmsSection = v.object({
  en: v.string(),
  local: v.string(),
  status: v.boolean(),
})
export type CmsSection = v.InferOutput<typeof CmsSection>

/** Every information page of a site, keyed by page. */
export const Cms = v.object({
  about_us: CmsSection,
  privacy_policy: CmsSection,
  responsible_gaming: CmsSection,
  banking: CmsSection,
  faqs: CmsSection,
  term_condition: CmsSection,
})
export type Cms = v.InferOutput<typeof Cms>
