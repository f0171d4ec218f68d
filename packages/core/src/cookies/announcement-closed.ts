import { parse, serialize } from 'cookie'
import { keptAYear, yearInSeconds } from './kept-a-year.ts'

/**
 * Set once a visitor closes the modal announcement, which the site then stops opening for them
 * (the kept layout's `display.beforeAnnouncement`). That layout lives in the browser's storage,
 * which a server never sees: this cookie tells the server preparing the home's document not to
 * have the browser download the announcement's picture and code for a visitor it will not show
 * them to. A year, the whole site, SameSite=Lax, like the language cookie.
 */
export const announcementClosedCookie = {
  name: 'parlor_announcement_closed',
  maxAgeSeconds: yearInSeconds,

  /** The `document.cookie` value that records the closing. Expires doubles Max-Age. */
  serialize(now: Date = new Date()): string {
    return serialize(announcementClosedCookie.name, '1', { ...keptAYear(now), sameSite: 'lax' })
  },

  /** Whether a Cookie header (or `document.cookie`) says the visitor closed the announcement. */
  isSet(cookieHeader: string | undefined): boolean {
    return cookieHeader ? parse(cookieHeader)[announcementClosedCookie.name] === '1' : false
  },
}
