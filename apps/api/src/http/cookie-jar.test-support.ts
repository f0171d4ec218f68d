/** A browser's cookies for one site, as the test clients keep them: name to value. */
export type CookieJar = Map<string, string>

/** The `Cookie` header a browser would send with this jar. */
export function cookieHeader(jar: CookieJar): string {
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
}

/** Keeps what an answer's `Set-Cookie` lines set, and forgets what they clear. */
export function keepCookies(jar: CookieJar, res: Response): void {
  for (const line of res.headers.getSetCookie()) {
    const [pair = ''] = line.split(';')
    const at = pair.indexOf('=')
    const [name, value] = [pair.slice(0, at), pair.slice(at + 1)]
    if (/max-age=0\b/i.test(line) || value === '') jar.delete(name)
    else jar.set(name, value)
  }
}
