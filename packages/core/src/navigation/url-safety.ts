import { WebAddress } from '@parlor/contract'
import * as v from 'valibot'

/** A navigation to another site, or out to a mail or phone app, was asked for without saying so. */
export class ExternalNavigationError extends Error {
  override readonly name = 'ExternalNavigationError'
}

/** A script-type or unknown address (or no address at all): refused whatever the caller says. */
export class UnsafeUrlError extends Error {
  override readonly name = 'UnsafeUrlError'
}

export type NavigationTarget =
  | { readonly kind: 'internal'; readonly path: string }
  | { readonly kind: 'external'; readonly href: string }

/**
 * The only schemes a link or navigation may use. Everything else is refused: javascript:,
 * vbscript: and data: run code; file:, blob:, about: and app schemes (intent:, viber:…) are
 * nothing an operator's menu or CMS link needs, and an allowlist cannot miss a new script scheme.
 */
const allowedSchemes = new Set(['http:', 'https:', 'mailto:', 'tel:', 'sms:'])

/**
 * Named references that can spell a scheme, hide a break inside one, or hide another reference.
 * Matched without regard to case, which may decode more than a browser would: refusing an odd
 * address is harmless, letting a script through is not.
 */
const namedReferences: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  amp: '&',
  plus: '+',
  period: '.',
  sol: '/',
}

const reference = /&(?:#x([0-9a-f]+)|#([0-9]+)|([a-z]+));?/gi

/** One round of HTML character-reference decoding, as an attribute value gets. */
function decodeReferences(text: string): string {
  return text.replace(reference, (match, hex?: string, decimal?: string, name?: string) => {
    if (name !== undefined) return namedReferences[name.toLowerCase()] ?? match
    const code = Number.parseInt(hex ?? decimal ?? '', hex === undefined ? 10 : 16)
    return code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD'
  })
}

/**
 * How the URL parser reads the start of an address: it drops leading and trailing C0 controls and
 * spaces and every tab and newline, and matches the scheme without regard to case. Here every C0
 * control goes, not only tabs and newlines, in case some engine skips the others inside a scheme.
 */
function schemeOf(address: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing C0 controls is the point
  const view = address.replace(/[\u0000-\u001f]/g, '').replace(/^ +/, '')
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(view)?.[1]
  return scheme === undefined ? null : `${scheme.toLowerCase()}:`
}

/**
 * Every reading a browser might give the address: as written (a URL handed to script), and with
 * character references decoded once or more (the same text placed in an HTML attribute, or
 * escaped twice on its way from the CMS).
 */
function readings(target: string): string[] {
  const found = [target]
  let text = target
  for (let round = 0; round < 4; round += 1) {
    const decoded = decodeReferences(text)
    if (decoded === text) break
    found.push(decoded)
    text = decoded
  }
  return found
}

/** True when the address may be put in a link's href at all: relative, or an allowed scheme. */
export function isSafeHref(href: string): boolean {
  return readings(href).every((reading) => {
    const scheme = schemeOf(reading)
    return scheme === null || allowedSchemes.has(scheme)
  })
}

/**
 * True when the address may be a link out to another web site: safe in every reading (above) and
 * an absolute http or https address as the contract's `WebAddress` reads it. For links that must
 * open a web page, such as a partner's logo, where mailto:, tel: and site paths make no sense.
 */
export function isWebAddress(href: string): boolean {
  return isSafeHref(href) && v.is(WebAddress, href)
}

/**
 * Decides where a navigation goes. An address on the current origin becomes a path for the router
 * (query and hash kept; a relative address counts from the site root). Another origin (`//host`
 * and `/\host` included, which browsers read as a host) or a mail, phone or SMS address needs
 * `external: true`, else ExternalNavigationError; script-type and unknown schemes always throw
 * UnsafeUrlError.
 */
export function resolveNavigation(
  target: string,
  options: { readonly external?: boolean; readonly currentOrigin: string },
): NavigationTarget {
  if (!isSafeHref(target)) {
    throw new UnsafeUrlError(`Refused to navigate to ${JSON.stringify(target)}`)
  }
  const origin = new URL(options.currentOrigin).origin
  let url: URL
  try {
    // The address as written, not a decoded reading: that is what the browser would navigate to.
    url = new URL(target, `${origin}/`)
  } catch {
    throw new UnsafeUrlError(`Refused to navigate to ${JSON.stringify(target)}: not an address`)
  }
  if (url.origin === origin) {
    return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` }
  }
  if (!options.external) {
    throw new ExternalNavigationError(
      `Navigating to the external address ${url.href} needs the external flag`,
    )
  }
  return { kind: 'external', href: url.href }
}
