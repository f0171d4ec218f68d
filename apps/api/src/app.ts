import { calls, statusCode, statusMessage } from '@parlor/contract'
import { Hono } from 'hono'
import { accountCalls } from './accounts/account-calls.ts'
import { accountServices } from './accounts/account-services.ts'
import { type CodeDelivery, outboxDelivery } from './accounts/code-delivery.ts'
import { mountAccountDecisions } from './accounts/operator-account-routes.ts'
import { passwordResetCalls } from './accounts/password-reset-calls.ts'
import { defaultSessionRules, type SessionRules } from './accounts/session-tokens.ts'
import { tacLoginCalls } from './accounts/tac-login-calls.ts'
import { contentCalls } from './content/content-calls.ts'
import { seoLookup } from './content/seo-lookup.ts'
import type { Database } from './db/database.ts'
import { gameCalls } from './games/game-calls.ts'
import { mountCalls } from './http/call-handler.ts'
import { compression } from './http/compression.ts'
import { mountDevLiveChat } from './http/dev-live-chat.ts'
import { mountDevOutbox } from './http/dev-outbox.ts'
import { preparedSite } from './http/prepared-document.ts'
import { securityHeaders } from './http/security-headers.ts'
import { mountStaticShell } from './http/static-shell.ts'
import { inboxCalls } from './inbox/inbox-calls.ts'
import { mountMedia } from './media/media-routes.ts'
import { missionCalls } from './missions/mission-calls.ts'
import { playCalls } from './play/play-calls.ts'
import { promotionCalls } from './promotions/promotion-calls.ts'
import { referralCalls } from './referral/referral-calls.ts'
import { siteContentCalls } from './sites/site-content-calls.ts'
import { createSiteRepository } from './sites/site-repository.ts'
import { spinCalls } from './spin/spin-calls.ts'
import { type ThrottleSettings, throttleSettings } from './throttle/throttle-rules.ts'
import { vipCalls } from './vip/vip-calls.ts'
import { mountWithdrawalDecisions } from './wallet/operator-routes.ts'
import { walletCalls } from './wallet/wallet-calls.ts'

export interface AppOptions {
  /**
   * `demo` adds what a laptop needs and a real site must never have: deposits that settle with no
   * payment, codes kept readable in the development outbox, and the `/dev` stand-ins for an
   * operator's back office. `production` has none of them.
   */
  readonly mode: 'demo' | 'production'
  /** The player site's build folder, served beside the API when it holds a build. */
  readonly shellRoot?: string
  /** What time it is (sessions, throttles, periods, schedules); tests pin it. */
  readonly clock?: () => Date
  /** Reverse proxies in front of the server whose `X-Forwarded-*` headers are believed. */
  readonly trustedProxies?: number
  /** Where browsers report what the Content-Security-Policy blocked (CSP_REPORT_URI). */
  readonly cspReportUri?: string
  readonly throttles?: ThrottleSettings
  readonly sessions?: SessionRules
  /** Where one-time codes go; the demo's default is the development outbox. */
  readonly delivery?: CodeDelivery
}

export function createApp(db: Database, options: AppOptions) {
  const demo = options.mode === 'demo'
  const clock = options.clock ?? (() => new Date())
  const sessions = options.sessions ?? defaultSessionRules
  if (!options.delivery && !demo) {
    throw new Error('Production mode needs a code delivery (an SMS gateway) to send one-time codes')
  }
  const accounts = accountServices(db, {
    throttles: options.throttles ?? throttleSettings(),
    sessions,
    delivery: options.delivery ?? outboxDelivery(db),
  })
  const sites = createSiteRepository(db)
  const seoRecord = seoLookup(db)
  const app = new Hono()
  // First: every answer below, errors and the shell's pages included, gets its security headers.
  app.use(
    securityHeaders({
      trustProxy: (options.trustedProxies ?? 0) > 0,
      ...(options.cspReportUri ? { cspReportUri: options.cspReportUri } : {}),
    }),
  )

  // Then: what is made on the fly (pages, calls' JSON, /media artwork) goes out compressed.
  app.use(compression())

  // A trivial endpoint: the benchmark's baseline and the process's liveness probe.
  app.get('/health', (c) => c.json({ ok: true }))

  mountCalls(
    app,
    {
      startup: ({ domain_name }) => sites.startup(domain_name),
      ...accountCalls(accounts),
      ...passwordResetCalls(accounts),
      ...tacLoginCalls(accounts),
      ...siteContentCalls(db),
      ...contentCalls(db, seoRecord, clock),
      ...walletCalls(db, { instantDeposits: demo }),
      ...inboxCalls(db),
      ...promotionCalls(db),
      ...gameCalls(db),
      ...playCalls(db),
      ...vipCalls(db),
      ...missionCalls(db, clock),
      ...spinCalls(db),
      ...referralCalls(db),
    },
    { db, clock, sessions, trustedProxies: options.trustedProxies ?? 0 },
  )
  mountMedia(app)
  if (demo) {
    mountDevOutbox(app, db)
    mountDevLiveChat(app)
    mountWithdrawalDecisions(app, db)
    mountAccountDecisions(app, db)
  }

  app.all('/api/*', (c) =>
    c.json(
      {
        statusCode: statusCode.notFound,
        statusMessage: statusMessage.notFound,
        statusDetail: `${c.req.method} ${c.req.path} is not a call of this server`,
      },
      404,
    ),
  )
  app.onError((error, c) => {
    console.error(error)
    return c.json(
      {
        statusCode: statusCode.internalServerError,
        statusMessage: statusMessage.internalServerError,
        statusDetail: '',
      },
      500,
    )
  })
  // Last: the player site answers every path the routes above did not take.
  // Each site's first document is prepared for it when the build left a plan for that.
  const preparePage = (root: string) =>
    preparedSite(root, {
      startup: sites.startup,
      siteName: sites.siteName,
      // Through the app itself, so the answer is checked and made exactly as a visitor's.
      answer: async (call, request) =>
        (
          await app.request(calls[call].path, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(request),
          })
        ).json(),
    })
  const shellServed = options.shellRoot
    ? mountStaticShell(app, options.shellRoot, preparePage)
    : false
  return { app, sites, shellServed, throttles: accounts.throttles }
}
