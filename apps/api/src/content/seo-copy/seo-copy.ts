/** The pages that carry their own search-engine record; names match menu ids and CMS pages. */
export const seoPages = [
  'home',
  'slots',
  'livecasino',
  'sportsbook',
  'fish',
  'sabong',
  'promotions',
  'vip',
  'news',
  'leaderboard',
  'about_us',
  'faqs',
] as const
export type SeoPage = (typeof seoPages)[number]

/** Plain text: SEO texts end up in `<title>` and `<meta>`, where markup would show literally. */
export interface SeoCopyContext {
  readonly siteName: string
  readonly currency: string
}

export interface SeoPageCopy {
  /** The page's name as a menu shows it. */
  readonly name: string
  /** One or two sentences for the meta description and the page's intro. */
  readonly description: string
}

export interface SeoCopy {
  /** Follows the site name in the home page's title. */
  readonly tagline: string
  /** Added to every page's own name in its meta keywords. */
  readonly keywords: readonly string[]
  readonly pages: Readonly<Record<SeoPage, SeoPageCopy>>
}

export type SeoCopyFor = (context: SeoCopyContext) => SeoCopy
