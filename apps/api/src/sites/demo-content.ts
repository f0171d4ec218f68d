import {
  type AnalyticsScript,
  type Announcement,
  type LanguageCode,
  languageCodes,
  type Partner,
  type SocialAccount,
} from '@parlor/contract'
import type { Translations } from '../content/translations.ts'
import { sheetImagePath } from '../media/image-sheet.ts'
import type { AnnouncementText } from './announcement-copy/announcement-copy.ts'
import { announcementCopyByLanguage } from './announcement-copy/announcement-copy-by-language.ts'

/**
 * An announcement as the site's content keeps it: its own title and body in English, the same
 * in other languages in `texts`, which a call strips before answering.
 */
export interface StoredAnnouncement extends Announcement {
  readonly texts?: Translations<AnnouncementText>
}

/** What a site shows around its games: seeded once per demo site. */
export interface SiteContentRecord {
  readonly domain_name: string
  readonly social_accounts: SocialAccount[]
  readonly partners: Partner[]
  readonly analytics_scripts: AnalyticsScript[]
  readonly announcements: StoredAnnouncement[]
}

/** When the live tables pause each week for upkeep, as the maintenance notice states it. */
const liveTableUpkeep = { time: '04:00', minutes: 10 }

/** The two demo announcements, English for their own fields and every other language in `texts`. */
function demoAnnouncements(siteName: string) {
  const write = (language: LanguageCode) =>
    announcementCopyByLanguage[language]({
      siteName,
      maintenanceTime: liveTableUpkeep.time,
      maintenanceMinutes: liveTableUpkeep.minutes,
    })
  const others = languageCodes
    .filter((language) => language !== 'EN')
    .map((language) => [language, write(language)] as const)
  const english = write('EN')
  return {
    welcome: {
      ...english.welcome,
      texts: Object.fromEntries(others.map(([language, copy]) => [language, copy.welcome])),
    },
    maintenance: {
      ...english.maintenance,
      texts: Object.fromEntries(others.map(([language, copy]) => [language, copy.maintenance])),
    },
  }
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
  const { welcome, maintenance } = demoAnnouncements(siteName)
  return {
    domain_name: domain,
    social_accounts: [
      {
        type: 'facebook',
        name: siteName,
        url: `https://www.facebook.com/${handle}`,
        icon: sheetImagePath('social', 'facebook'),
      },
      {
        type: 'telegram',
        name: `@${handle}`,
        url: `https://t.me/${handle}`,
        icon: sheetImagePath('social', 'telegram'),
      },
      {
        type: 'viber',
        name: `${siteName} Community`,
        url: `https://invite.viber.com/?g=${handle}`,
        icon: sheetImagePath('social', 'viber'),
      },
      {
        type: 'email',
        name: `support@${domain}`,
        url: `mailto:support@${domain}`,
        icon: sheetImagePath('social', 'email'),
      },
    ],
    partners: providers.map(([code, name, href]) => ({
      href,
      img_url: sheetImagePath('partners', code),
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
        ...welcome,
        image_url: '/media/announcements/welcome.svg',
        starts_at: new Date(now.getTime() - 86_400_000).toISOString(),
        ends_at: null,
      },
      {
        announcement_id: 2,
        placement: 'marquee',
        ...maintenance,
        image_url: '',
        starts_at: new Date(now.getTime() - 86_400_000).toISOString(),
        ends_at: null,
      },
    ],
  }
}
