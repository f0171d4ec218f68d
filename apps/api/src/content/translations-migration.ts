/**
 * Operator texts in more than one language. Each table keeps its texts in its own columns (the
 * fallback, English on the demo sites) and, in `texts`, the same fields written in other
 * languages: `{"RUS": {"title": "…", "body": "…"}}`. A call answers in the language it names, or
 * the site's, field by field, and falls back to the columns for a field not written in it
 * (`content/translations.ts`). Announcements live in the site's content document and carry
 * theirs there.
 */
export const translationsMigration = {
  id: '010-translations',
  sql: `
    alter table promotions add column texts jsonb not null default '{}';
    alter table news_articles add column texts jsonb not null default '{}';
    alter table missions add column texts jsonb not null default '{}';
    alter table vip_levels add column texts jsonb not null default '{}';
    alter table inbox_items add column texts jsonb not null default '{}';
  `,
}
