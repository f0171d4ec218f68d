import type { Database, Queryable } from '../db/database.ts'
import { cmsPagesFor } from './cms-pages.ts'
import { type ContentSite, readContentSites } from './content-site.ts'
import { newsArticlesFor } from './news-articles.ts'
import { seoRecordsFor } from './seo-records.ts'

async function seedCms(tx: Queryable, site: ContentSite): Promise<number> {
  const pages = Object.entries(cmsPagesFor(site)).map(([page, section]) => ({ page, ...section }))
  const rows = await tx.query(
    `insert into cms_pages (domain_name, page, en, local, status)
     select $1, page, en, local, status
     from jsonb_to_recordset($2::jsonb) as p (page text, en text, local text, status boolean)
     on conflict (domain_name, page) do nothing
     returning page`,
    [site.domain_name, JSON.stringify(pages)],
  )
  return rows.length
}

async function seedSeo(tx: Queryable, site: ContentSite): Promise<number> {
  const rows = await tx.query(
    `insert into seo_records (domain_name, page_name, en_item_name, en_body, local_item_name,
       local_body, meta_title, meta_desc, meta_keywords, meta_url, meta_canonical, meta_author,
       meta_publisher, meta_lang, meta_image_url)
     select $1, page_name, en_item_name, en_body, local_item_name, local_body, meta_title,
       meta_desc, meta_keywords, meta_url, meta_canonical, meta_author, meta_publisher, meta_lang,
       meta_image_url
     from jsonb_to_recordset($2::jsonb) as r (page_name text, en_item_name text, en_body text,
       local_item_name text, local_body text, meta_title text, meta_desc text, meta_keywords text,
       meta_url text, meta_canonical text, meta_author text, meta_publisher text, meta_lang text,
       meta_image_url text)
     on conflict (domain_name, page_name) do nothing
     returning id`,
    [site.domain_name, JSON.stringify(seoRecordsFor(site))],
  )
  return rows.length
}

async function seedNews(tx: Queryable, site: ContentSite, now: Date): Promise<number> {
  const rows = await tx.query(
    `insert into news_articles (domain_name, slug, title, summary, body, published_at, texts)
     select $1, slug, title, summary, body, published_at, texts
     from jsonb_to_recordset($2::jsonb) as a (slug text, title text, summary text, body text,
       published_at timestamptz, texts jsonb)
     on conflict (domain_name, slug) do nothing
     returning news_id`,
    [site.domain_name, JSON.stringify(newsArticlesFor(site, now))],
  )
  // The demo's article images are drawn per article, at an address made from its id.
  await tx.query(
    `update news_articles set image_url = '/media/news/' || news_id || '.svg'
     where domain_name = $1 and image_url = ''`,
    [site.domain_name],
  )
  return rows.length
}

/**
 * Writes every site's information pages, SEO records and news once; a later run adds only what
 * is missing (a new site, a new page) and never overwrites what an operator may have edited.
 * Run it after the sites are seeded: content is written for the sites the database has.
 */
export async function seedContent(
  db: Database,
  now: Date,
): Promise<{ cms: number; seo: number; news: number }> {
  const inserted = { cms: 0, seo: 0, news: 0 }
  for (const site of await readContentSites(db)) {
    await db.transaction(async (tx) => {
      inserted.cms += await seedCms(tx, site)
      inserted.seo += await seedSeo(tx, site)
      inserted.news += await seedNews(tx, site, now)
    })
  }
  return inserted
}
