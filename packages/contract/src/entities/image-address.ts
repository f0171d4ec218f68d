import * as v from 'valibot'

/** An address that names its own place: `https://…`, `data:…`, `//host/…`. */
const standsAlone = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i

let imageBase = ''

/**
 * Where the deployment's images live, when not on the site's own origin: an image CDN
 * (`https://img.operator.example/`) or a path (`/cdn`). The platform answers images by path
 * (`/media/games/jili/1.svg`); every image address a call answers is read against this base as
 * the answer is parsed, so every picture the site shows comes from there. Set once, before the
 * first call; '' (the default) keeps addresses as answered. Throws on anything else, so a
 * misconfigured deployment stops at once rather than showing broken pictures.
 */
export function setImageBase(base: string): void {
  const trimmed = base.trim()
  if (trimmed !== '' && !/^https?:\/\/[^/?#\s]+(?:\/[^?#\s]*)?$/i.test(trimmed)) {
    if (!/^\/(?!\/)[^?#\s]*$/.test(trimmed)) {
      throw new TypeError(`An image base is an http(s) address or a path from /: ${base}`)
    }
  }
  imageBase = rootOf(trimmed)
}

/** A base as `setImageBase` keeps it: trimmed, without a trailing slash. */
const rootOf = (base: string) => base.trim().replace(/\/+$/, '')

/**
 * `address` read against a root. An address already under the root is left: an answer the site
 * keeps and parses again (its stored layout) must not gain the base twice.
 */
function under(root: string, address: string): string {
  if (root === '' || address === '' || standsAlone.test(address)) return address
  if (address === root || address.startsWith(`${root}/`)) return address
  return `${root}/${address.replace(/^\/+/, '')}`
}

/** `address` read against `base` (as `setImageBase` takes it): for a server that knows the base. */
export function imageAddressOn(base: string, address: string): string {
  return under(rootOf(base), address)
}

/** An image address as the site loads it: a path read against the image base, if one is set. */
export function imageAddress(address: string): string {
  return under(imageBase, address)
}

/** An image field of an answer: its address, read against the deployment's image base. */
export const ImageAddress = v.pipe(v.string(), v.transform(imageAddress))
