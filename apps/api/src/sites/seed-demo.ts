import { seedContent } from '../content/content-seed.ts'
import type { Database } from '../db/database.ts'
import { seedGames } from '../games/seed-games.ts'
import { seedMissions } from '../missions/mission-calls.ts'
import { seedPromotions } from '../promotions/promotion-store.ts'
import { seedVipLevels } from '../vip/vip-calls.ts'
import { demoContent } from './demo-content.ts'
import { demoSites } from './demo-sites.ts'
import { seedSiteContent } from './site-content-calls.ts'
import { seedSites } from './site-repository.ts'

/** Seeds the demo sites and their content once; later starts add nothing and change nothing. */
export async function seedDemo(
  db: Database,
  now: Date,
): Promise<
  Record<
    | 'sites'
    | 'content'
    | 'promotions'
    | 'vipLevels'
    | 'missions'
    | 'games'
    | 'cms'
    | 'seo'
    | 'news',
    number
  >
> {
  const sites = demoSites(now)
  return {
    sites: await seedSites(db, sites),
    content: await seedSiteContent(
      db,
      sites.map((s) => demoContent(s.domain_name, s.site.site_name, now)),
    ),
    promotions: await seedPromotions(db, sites, now),
    vipLevels: await seedVipLevels(db, sites),
    missions: await seedMissions(db, sites),
    games: await seedGames(db),
    ...(await seedContent(db, now)),
  }
}
