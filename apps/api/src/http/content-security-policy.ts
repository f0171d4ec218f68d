import { NONCE, type secureHeaders } from 'hono/secure-headers'

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>
export type ContentSecurityPolicy = NonNullable<SecureHeadersOptions['contentSecurityPolicy']>

/** The Reporting API group a policy's `report-to` names (`Reporting-Endpoints` defines it). */
export const cspReportGroup = 'csp-endpoint'

export interface DocumentPolicyOptions {
  /** Who may frame the page: `'none'` for the site, `'self'` for the demo game /playnow frames. */
  readonly frameAncestors: "'none'" | "'self'"
  /** Where browsers report what the policy blocked (CSP_REPORT_URI); no reports without it. */
  readonly reportUri?: string
}

/**
 * The policy of every page the server serves (docs/decisions.md, "Reference server: security
 * headers", says why each source is there).
 *
 * Scripts: those carrying this answer's nonce, and the scripts running code creates
 * ('strict-dynamic': the app's chunks, the live chat provider, an analytics tag's loader).
 * Injected markup runs nothing: a `<script>` in the page without the nonce, an event-handler
 * attribute, a `javascript:` address. (Code that already runs can still create scripts: the
 * policy stops the injection, not what follows it.) `https:` and 'unsafe-inline'
 * are for CSP level 1–2 browsers only: a browser that knows 'strict-dynamic' ignores both.
 * 'report-sample' puts the first 40 characters of a blocked inline script in its report.
 *
 * Other origins: the operator's image CDN, analytics beacons, live chat and the game providers
 * live at addresses the build cannot know, so images, connections and frames may come from any
 * https: origin. Styles may be inline: style injection runs no code, and third-party widgets and
 * the operator's tags set inline styles the page cannot nonce.
 */
export function documentPolicy(options: DocumentPolicyOptions): ContentSecurityPolicy {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: [NONCE, "'strict-dynamic'", "'report-sample'", 'https:', "'unsafe-inline'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", 'https:', 'wss:'],
    frameSrc: ["'self'", 'https:'],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: [options.frameAncestors],
    ...(options.reportUri ? { reportUri: options.reportUri, reportTo: cspReportGroup } : {}),
  }
}

/** The policy of an API answer: it is data, so, opened as a page, it may load and run nothing. */
export const answerPolicy: ContentSecurityPolicy = {
  defaultSrc: ["'none'"],
  frameAncestors: ["'none'"],
}
