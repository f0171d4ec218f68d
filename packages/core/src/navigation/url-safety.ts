/** A navigation to another site was asked for without saying so (spec §4). */
export class ExternalNavigationError extends Error {
  override readonly name = 'ExternalNavigationError'
}

/** A script-type address: refused whatever the caller says (spec §4). */
export class UnsafeUrlError extends Error {
  override readonly name = 'UnsafeUrlError'
}

export type NavigationTarget =
  | { readonly kind: 'internal'; readonly path: string }
  | { readonly kind: 'external'; readonly href: string }

const allowedSchemes = new Set(['http:', 'https:', 'mailto:', 'tel:'])

/**
 * What a browser would make of the address: the WHATWG URL parser drops leading and trailing
 * C0 controls and spaces and every tab and newline anywhere, and lower-cases the scheme. HTML
 * entities are decoded first, as they would be when the address sits in an attribute.
 */
function normalise(target: string): string {
  return (
    decodeEntities(decodeEntities(target))
      // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping C0 controls is the point
      .replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '')
      .replace(/[\t\n\r]/g, '')
  )
}

const namedEntities: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  lpar: '(',
  rpar: ')',
  amp: '&',
  period: '.',
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => safeFromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#([0-9]+);?/g, (_, dec: string) => safeFromCodePoint(Number.parseInt(dec, 10)))
    .replace(/&([a-z]+);/gi, (match, name: string) => namedEntities[name.toLowerCase()] ?? match)
}

function safeFromCodePoint(code: number): string {
  return code <= 0x10ffff ? String.fromCodePoint(code) : ''
}

/** The scheme a browser would see, or null for a relative address. */
function schemeOf(address: string): string | null {
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(address)
  return match?.[1] ? `${match[1].toLowerCase()}:` : null
}

/** True when the address may be put in a link's href or navigated to at all. */
export function isSafeHref(target: string): boolean {
  const scheme = schemeOf(normalise(target))
  return scheme === null || allowedSchemes.has(scheme)
}

/**
 * Decides where a navigation goes. Same-origin addresses become paths for the router; another
 * origin (protocol-relative `//host` included) needs `external: true`, else it throws; script-type
 * and unknown schemes always throw.
 */
export function resolveNavigation(
  target: string,
  options: { readonly external?: boolean; readonly currentOrigin: string },
): NavigationTarget {
  const address = normalise(target)
  if (!isSafeHref(address))
    throw new UnsafeUrlError(`Refused to navigate to ${JSON.stringify(target)}`)
  const url = new URL(address, options.currentOrigin)
  if (
    url.origin === new URL(options.currentOrigin).origin &&
    (url.protocol === 'http:' || url.protocol === 'https:')
  ) {
    return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` }
  }
  if (!options.external) {
    throw new ExternalNavigationError(
      `Navigating to the external address ${url.href} needs the external flag`,
    )
  }
  return { kind: 'external', href: url.href }
}
