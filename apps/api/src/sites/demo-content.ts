import type { AnalyticsScript, Announcement, Partner, SocialAccount } from '@parlor/contract'

/** What a site shows around its games: seeded once per demo site. */
export interface SiteContentRecord {
  readonly domain_name: string
  readonly social_accounts: SocialAccount[]
  readonly partners: Partner[]
  readonly analytics_scripts: AnalyticsScript[]
  readonly announcements: Announcement[]
}

const providers: readonly [code: string, name: string, href: string][] = [
  ['jili', 'JILI', 'https://www.jiligames.com/'],
  ['pplay', 'Pragmatic Play', 'https://www.pragmaticplay.com/'],
  ['fachai', 'FA CHAI', 'https://www.fachaigaming.com/'],
  ['pgsoft', 'PG Soft', 'https://www.pgsoft.com/'],
  ['jdb', 'JDB Gaming', 'https://www.jdbgaming.com/'],
  ['ybat', 'YB Gaming', 'https://www.ybgaming.com/'],
  ['epw', 'EPICWIN', 'https://www.epicwin.com/'],
  ['evoplay', 'Evoplay', 'https://evoplay.games/'],
]

/**
 * Social accounts, partners, analytics scripts and announcements of one demo site. The
 * analytics scripts only record into a page variable: the demo must not call out to anyone.
 */
export function demoContent(domain: string, siteName: string, now: Date): SiteContentRecord {
  const handle = domain.split('.')[0] ?? 'parlor'
  return {
    domain_name: domain,
    social_accounts: [
      {
        type: 'facebook',
        name: siteName,
        url: `https://www.facebook.com/${handle}`,
        icon: '/media/social/facebook.svg',
      },
      {
        type: 'telegram',
        name: `@${handle}`,
        url: `https://t.me/${handle}`,
        icon: '/media/social/telegram.svg',
      },
      {
        type: 'viber',
        name: `${siteName} Community`,
        url: `https://invite.viber.com/?g=${handle}`,
        icon: '/media/social/viber.svg',
      },
      {
        type: 'email',
        name: `support@${domain}`,
        url: `mailto:support@${domain}`,
        icon: '/media/social/email.svg',
      },
    ],
    partners: providers.map(([code, name, href]) => ({
      href,
      img_url: `/media/partners/${code}.svg`,
      partner_name: name,
    })),
    analytics_scripts: [
      {
        section: 'HEAD',
        script: `<script>window.parlorAnalytics=window.parlorAnalytics||[];window.parlorAnalytics.push({site:${JSON.stringify(domain)},event:'page'});</script>`,
      },
      { section: 'BODY', script: '<img src="/media/pixel.svg" width="1" height="1" alt="">' },
    ],
    announcements: [
      {
        announcement_id: 1,
        placement: 'modal',
        title: `Welcome to ${siteName}`,
        body: 'New players get a welcome bonus on their first deposit. See Promotions for the terms.',
        image_url: '/media/announcements/welcome.svg',
        starts_at: new Date(now.getTime() - 86_400_000).toISOString(),
        ends_at: null,
      },
      {
        announcement_id: 2,
        placement: 'marquee',
        title: 'Scheduled maintenance',
        body: 'Live casino tables pause for ten minutes every Monday at 04:00 for upkeep.',
        image_url: '',
        starts_at: new Date(now.getTime() - 86_400_000).toISOString(),
        ends_at: null,
      },
    ],
  }
}
