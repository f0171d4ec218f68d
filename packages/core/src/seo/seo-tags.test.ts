import type { SeoRecord } from '@parlor/contract'
import { describe, expect, it } from 'vitest'
import { seoTags } from './seo-tags.ts'

const record: SeoRecord = {
  id: 1,
  page_name: 'home',
  en_item_name: 'Home',
  en_body: '',
  local_item_name: 'Inicio',
  local_body: '',
  meta_title: 'Lucky Spin: online slots',
  meta_desc: 'Play slots and live casino.',
  meta_keywords: 'slots, casino',
  meta_url: 'https://luckyspin.example/',
  meta_canonical: 'https://luckyspin.example/',
  meta_author: 'Lucky Spin',
  meta_publisher: 'Lucky Spin Ltd',
  meta_lang: 'es',
  meta_image_url: 'https://luckyspin.example/media/og.png',
}
const fallback = { siteName: 'Lucky Spin', url: 'https://luckyspin.example/slots' }

describe('seoTags', () => {
  it("turns a page's record into its title, meta tags, canonical link and language", () => {
    expect(seoTags(record, fallback)).toEqual({
      title: 'Lucky Spin: online slots',
      meta: [
        { name: 'description', content: 'Play slots and live casino.' },
        { name: 'keywords', content: 'slots, casino' },
        { name: 'author', content: 'Lucky Spin' },
        { name: 'publisher', content: 'Lucky Spin Ltd' },
        { property: 'og:title', content: 'Lucky Spin: online slots' },
        { property: 'og:description', content: 'Play slots and live casino.' },
        { property: 'og:image', content: 'https://luckyspin.example/media/og.png' },
        { property: 'og:url', content: 'https://luckyspin.example/' },
        { property: 'og:locale', content: 'es' },
      ],
      canonical: 'https://luckyspin.example/',
      lang: 'es',
    })
  })

  it('makes no tag for an empty field, rather than an empty one', () => {
    const sparse = {
      ...record,
      meta_desc: '',
      meta_keywords: '  ',
      meta_author: '',
      meta_publisher: '',
      meta_image_url: '',
      meta_canonical: '',
      meta_lang: '',
    }
    const tags = seoTags(sparse, fallback)
    expect(tags.meta.map((tag) => tag.name ?? tag.property)).toEqual(['og:title', 'og:url'])
    expect(tags.canonical).toBeNull()
    expect(tags.lang).toBeNull()
  })

  it("falls back to the site's name for the title and the page's address for og:url", () => {
    const tags = seoTags({ ...record, meta_title: '', meta_url: '' }, fallback)
    expect(tags.title).toBe('Lucky Spin')
    expect(tags.meta).toContainEqual({ property: 'og:url', content: fallback.url })
    expect(tags.meta.some((tag) => tag.property === 'og:title')).toBe(false)
  })

  it('titles a page without a record with the site name', () => {
    expect(seoTags(undefined, fallback)).toEqual({
      title: 'Lucky Spin',
      meta: [{ property: 'og:url', content: fallback.url }],
      canonical: null,
      lang: null,
    })
  })

  it('writes og:locale the Open Graph way, keeping the page language as BCP 47', () => {
    const tags = seoTags({ ...record, meta_lang: 'en-US' }, fallback)
    expect(tags.meta).toContainEqual({ property: 'og:locale', content: 'en_US' })
    expect(tags.lang).toBe('en-US')
  })
})
