import type { SerializeOptions } from 'cookie'

/** How long the site keeps a visitor's choices in cookies: a year, in seconds. */
export const yearInSeconds = 365 * 24 * 60 * 60

/**
 * The `cookie` package's options for a cookie kept a year on the whole site (the language, the
 * viewport, a closed announcement): path `/`, Max-Age, and Expires doubling it for old browsers.
 * Each cookie adds its own SameSite and Secure.
 */
export function keptAYear(now: Date): SerializeOptions {
  return {
    path: '/',
    maxAge: yearInSeconds,
    expires: new Date(now.getTime() + yearInSeconds * 1000),
  }
}
