import * as v from 'valibot'
import { defineCall } from '../define-call.ts'
import { AnalyticsScript } from '../entities/analytics-script.ts'
import { Announcement } from '../entities/announcement.ts'
import { Cms } from '../entities/cms.ts'
import { Partner } from '../entities/partner.ts'
import { SocialAccount } from '../entities/social-account.ts'
import { response } from '../envelope.ts'
import { DomainName, languageEntries, siteEntries, TrackingId } from '../fields.ts'
import { lenientList } from '../lenient-list.ts'

export const socialAccount = defineCall({
  path: '/api/settings/social_account',
  request: v.object(siteEntries),
  response: response({ accountList: v.array(SocialAccount) }),
})

export const siteInfoDetail = defineCall({
  path: '/api/settings/siteinfodetail',
  request: v.object(siteEntries),
  response: response({ cms: Cms }),
})

export const partners = defineCall({
  path: '/api/settings/partners',
  request: v.object(siteEntries),
  /** A partner whose link is not a web address is left out, not the whole list. */
  response: response({ partners: lenientList(Partner) }),
})

export const getAnalytics = defineCall({
  path: '/api/settings/get_analytics',
  request: v.object({ domain_name: DomainName }),
  response: response({ scripts: v.array(AnalyticsScript) }),
})

/** Reports a visit from an ad click; a visit with neither id says nothing and is refused. */
export const adsVisit = defineCall({
  path: '/api/settings/adsvisit',
  request: v.pipe(
    v.object({ ...siteEntries, fbp: TrackingId, appsflyer_id: TrackingId }),
    v.forward(
      v.partialCheck(
        [['fbp'], ['appsflyer_id']],
        (input) => input.fbp !== '' || input.appsflyer_id !== '',
        'trackingIdRequired',
      ),
      ['fbp'],
    ),
  ),
  response: response({}),
})

/** Announcements running now, newest first. */
export const announcements = defineCall({
  path: '/api/settings/announcements',
  request: v.object({ ...siteEntries, ...languageEntries }),
  response: response({ items: v.array(Announcement) }),
  localized: true,
})
