import type { LanguageCode } from '@parlor/contract'
import type { AnnouncementCopy } from './announcement-copy.ts'
import { englishAnnouncements } from './en.ts'
import { spanishAnnouncements } from './es.ts'
import { filipinoAnnouncements } from './fil.ts'
import { indonesianAnnouncements } from './id.ts'
import { mongolianAnnouncements } from './mn.ts'
import { malayAnnouncements } from './ms.ts'
import { burmeseAnnouncements } from './my.ts'
import { nepaliAnnouncements } from './ne.ts'
import { russianAnnouncements } from './ru.ts'
import { vietnameseAnnouncements } from './vi.ts'
import { chineseAnnouncements } from './zh.ts'

/** The demo announcements in each language a site can speak; a new code fails to compile here. */
export const announcementCopyByLanguage: Readonly<Record<LanguageCode, AnnouncementCopy>> = {
  EN: englishAnnouncements,
  PHP: filipinoAnnouncements,
  CN: chineseAnnouncements,
  ESP: spanishAnnouncements,
  RUS: russianAnnouncements,
  VI: vietnameseAnnouncements,
  MS: malayAnnouncements,
  NE: nepaliAnnouncements,
  MMK: burmeseAnnouncements,
  MNT: mongolianAnnouncements,
  IDR: indonesianAnnouncements,
}
