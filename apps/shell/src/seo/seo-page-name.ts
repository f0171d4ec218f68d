/**
 * The SEO record a page asks for when its route names none: the route's first segment
 * (`/change-password` → `change-password`, `/play/$provider/$game` → `play`), `home` for the home
 * page. Every page has one asked for (/api/seo; the pages the page table names a record for find
 * it in their first document), so an operator can give any page its own title; a page without a
 * record gets the site's name.
 */
export function seoPageName(routePath: string): string {
  const first = routePath.split('/').find((segment) => segment !== '')
  return first && !first.startsWith('$') ? first : 'home'
}
