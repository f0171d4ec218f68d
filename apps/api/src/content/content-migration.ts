/**
 * Tables of the content an operator writes: information pages, SEO records and news. They are
 * stored, not generated on each read, because an operator edits them (a back office writes these
 * rows) and a news article keeps the date it was published. Sports, leaderboards and the winners
 * ticker are figures of the moment and are computed on read instead (see content-calls.ts).
 *
 * Ids are `integer` so that both PGlite and node-postgres hand them back as numbers.
 */
export const contentMigration = {
  id: '006-content',
  sql: `
    create table cms_pages (
      domain_name text not null references sites (domain_name),
      page text not null,
      en text not null,
      local text not null,
      status boolean not null default true,
      primary key (domain_name, page)
    );
    create table seo_records (
      id integer generated always as identity primary key,
      domain_name text not null references sites (domain_name),
      page_name text not null,
      en_item_name text not null,
      en_body text not null,
      local_item_name text not null,
      local_body text not null,
      meta_title text not null,
      meta_desc text not null,
      meta_keywords text not null,
      meta_url text not null,
      meta_canonical text not null,
      meta_author text not null,
      meta_publisher text not null,
      meta_lang text not null,
      meta_image_url text not null,
      unique (domain_name, page_name)
    );
    create table news_articles (
      news_id integer generated always as identity primary key,
      domain_name text not null references sites (domain_name),
      slug text not null,
      title text not null,
      summary text not null,
      body text not null,
      -- Empty until the row has its id: the demo image's address is built from it.
      image_url text not null default '',
      published_at timestamptz not null,
      unique (domain_name, slug)
    );
    create index news_articles_newest on news_articles (domain_name, published_at desc, news_id desc);
  `,
} as const
