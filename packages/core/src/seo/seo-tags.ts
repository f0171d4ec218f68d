import type { SeoRecord } from '@parlor/contract'

/** One `<meta>`: `name` for search engines, `property` for Open Graph (link previews). */
export interface SeoMeta {
  readonly name?: string
  readonly property?: string
  readonly content: string
}

export interface SeoTags {
  readonly title: string
  readonly meta: readonly SeoMeta[]
  /** The `<link rel="canonical">` address, or null for none. */
  readonly canonical: string | null
  /** The `<html lang>` value, or null to leave it as it is. */
  readonly lang: string | null
}

/**
 * The head tags of a page's SEO record (/api/seo): title, description, keywords, author,
 * publisher, the Open Graph title, description, image, url and locale, the canonical link and the
 * page language. An empty field makes no tag at all: an empty description would tell a search
 * engine the page has none, where without the tag it writes its own snippet. Without a record
 * the page is titled with the site's name.
 */
export function seoTags(
  record: SeoRecord | undefined,
  fallback: { readonly siteName: string; readonly url: string },
): SeoTags {
  const field = (value: string | undefined) => value?.trim() ?? ''
  const title = field(record?.meta_title) || field(fallback.siteName)
  const lang = field(record?.meta_lang)
  const candidates: SeoMeta[] = [
    { name: 'description', content: field(record?.meta_desc) },
    { name: 'keywords', content: field(record?.meta_keywords) },
    { name: 'author', content: field(record?.meta_author) },
    { name: 'publisher', content: field(record?.meta_publisher) },
    { property: 'og:title', content: field(record?.meta_title) },
    { property: 'og:description', content: field(record?.meta_desc) },
    { property: 'og:image', content: field(record?.meta_image_url) },
    { property: 'og:url', content: field(record?.meta_url) || field(fallback.url) },
    // Open Graph writes locales with an underscore (en_US), where BCP 47 has a hyphen.
    { property: 'og:locale', content: lang.replaceAll('-', '_') },
  ]
  return {
    title,
    meta: candidates.filter((tag) => tag.content !== ''),
    canonical: field(record?.meta_canonical) || null,
    lang: lang || null,
  }
}
