import type { Context, MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import { arrivedOverTls } from './arrived-over-tls.ts'
import { answerPolicy, cspReportGroup, documentPolicy } from './content-security-policy.ts'

export interface SecurityHeadersOptions {
  /**
   * A reverse proxy of the operator's ends TLS in front of the server and says so in
   * `X-Forwarded-Proto` (TRUST_PROXY). Off, the header is ignored: a client could send it.
   */
  readonly trustProxy?: boolean
  /** Where browsers report what the Content-Security-Policy blocked (CSP_REPORT_URI). */
  readonly cspReportUri?: string
}

/** A year, this host and its subdomains; preloading is the operator's call, per domain. */
const strictTransportSecurity = 'max-age=31536000; includeSubDomains'

/** Answers for programs, not pages: the API and the development routes. */
const answerPath = /^\/(?:api|dev)(?:\/|$)/
/** The demo game, framed by the site's /playnow page (static-shell serves play.html here). */
const gamePath = /^\/play(?:\/|\.html$)/

/**
 * Browser features the site never uses, denied to it and to every frame in it. Fullscreen and
 * autoplay are left at their defaults: the page may use them and the game frame is granted them
 * by its `allow` attribute (a provider's game on another origin included).
 */
const permissionsPolicy = {
  accelerometer: [],
  camera: [],
  displayCapture: [],
  geolocation: [],
  gyroscope: [],
  hid: [],
  magnetometer: [],
  microphone: [],
  midi: [],
  payment: [],
  serial: [],
  usb: [],
} as const satisfies NonNullable<Parameters<typeof secureHeaders>[0]>['permissionsPolicy']

/** A value that can stand in a header as one token: no spaces, separators or quotes. */
const headerToken = /^[^\s;,"']+$/

/**
 * The security headers of every answer (docs/decisions.md, "Reference server: security headers"),
 * through Hono's secureHeaders: pages get a nonce-based Content-Security-Policy whose nonce the
 * static shell writes into the page (`documentNonce`); API answers are never stored and may not be
 * read by other origins; HSTS goes only on answers that arrived over TLS. A header a route set
 * itself is kept (the media routes' own policy). Mount it first.
 */
export function securityHeaders(options: SecurityHeadersOptions = {}): MiddlewareHandler {
  const reportUri = options.cspReportUri || undefined
  if (reportUri !== undefined && !headerToken.test(reportUri)) {
    throw new Error(`CSP_REPORT_URI is not an address: ${JSON.stringify(reportUri)}`)
  }
  const shared = {
    referrerPolicy: 'strict-origin-when-cross-origin',
    // The site and its demo game share it, so the game window keeps its opener; a provider's page
    // on another origin is cut off from the lobby (docs/decisions.md says what that costs).
    crossOriginOpenerPolicy: 'same-origin',
    // Set below, only over TLS: a browser ignores it over plain HTTP, a proxy may not.
    strictTransportSecurity: false,
    permissionsPolicy,
    overwrite: false,
    ...(reportUri ? { reportingEndpoints: [{ name: cspReportGroup, url: reportUri }] } : {}),
  } as const
  const sitePage = secureHeaders({
    ...shared,
    contentSecurityPolicy: documentPolicy({ frameAncestors: "'none'", reportUri }),
    xFrameOptions: 'DENY',
    // Files and images may be used by other origins (an operator's CDN host in front of them).
    crossOriginResourcePolicy: false,
  })
  const gamePage = secureHeaders({
    ...shared,
    contentSecurityPolicy: documentPolicy({ frameAncestors: "'self'", reportUri }),
    xFrameOptions: 'SAMEORIGIN',
    crossOriginResourcePolicy: false,
  })
  const answer = secureHeaders({
    ...shared,
    contentSecurityPolicy: answerPolicy,
    xFrameOptions: 'DENY',
    crossOriginResourcePolicy: 'same-origin',
  })

  return async function securityHeadersOf(c, next) {
    const path = c.req.path
    const isAnswer = answerPath.test(path)
    await (isAnswer ? answer : gamePath.test(path) ? gamePage : sitePage)(c, next)
    // Account data must never sit in a shared cache, nor in the browser's after sign-out.
    if (isAnswer) c.res.headers.set('Cache-Control', 'no-store')
    if (arrivedOverTls(c, options.trustProxy ?? false)) {
      c.res.headers.set('Strict-Transport-Security', strictTransportSecurity)
    }
  }
}

/** The nonce this answer's Content-Security-Policy names, for the page the answer carries. */
export function documentNonce(c: Context): string {
  const nonce = c.get('secureHeadersNonce')
  if (!nonce) throw new Error('No CSP nonce for this page: mount securityHeaders() before it')
  return nonce
}
