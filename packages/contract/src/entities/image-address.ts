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
  imageBase = trimmed.replace(/\/+$/, '')
}

/** `address` read against `base` (as `setImageBase` takes it): for a server that knows the base. */
export function imageAddressOn(base: string, address: string): string {
  const root = base.trim().replace(/\/+$/, '')
  if (root === '' || address === '' || standsAlone.test(address)) return address
  return `${root}/${address.replace(/^\/+/, '')}`
}

/** An image address as the site loads it: a path read against the image base, if one is set. */
export function imageAddress(address: string): string {
  return imageAddressOn(imageBase, address)
}

/** An image field of an answer: its address, read against the deployment's image base. */
export const ImageAddress = v.pipe(v.string(), v.transform(imageAddress))
