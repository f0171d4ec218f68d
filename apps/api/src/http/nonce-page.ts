/** The tag Vite's `html.cspNonce` adds to a built page, carrying the placeholder as its nonce. */
const nonceMeta = /<meta\b[^>]*\bproperty=["']?csp-nonce["']?[^>]*>/i
const nonceAttribute = /\bnonce=["']?([^"'\s>]+)/i

/** What a CSP nonce may hold (base64 or base64url): nothing that could leave an attribute. */
const validNonce = /^[A-Za-z0-9+/_-]+={0,2}$/

/** The placeholder the build wrote as every tag's nonce, read from its `csp-nonce` meta tag. */
export function noncePlaceholder(html: string): string | undefined {
  return nonceMeta.exec(html)?.[0].match(nonceAttribute)?.[1]
}

/**
 * A built page made ready to carry a fresh Content-Security-Policy nonce in every answer.
 *
 * The site's build (`html.cspNonce` in apps/shell/vite.config.ts) writes one placeholder as the
 * nonce of every `<script>`, `<style>` and preload `<link>`, and of a
 * `<meta property="csp-nonce">` that Vite's preload helper and core's pageNonce read. The page is
 * split at that placeholder once, here, so an answer is only a join; the placeholder is read back
 * from the meta tag, so server and build share no constant. A page without the tag is sent as it
 * is: it was not built for the policy, and its scripts will not run under it.
 */
export function noncePage(html: string): (nonce: string) => string {
  const placeholder = noncePlaceholder(html)
  if (!placeholder) return () => html
  const parts = html.split(placeholder)
  return (nonce) => {
    if (!validNonce.test(nonce)) throw new Error('A CSP nonce is base64 text')
    return parts.join(nonce)
  }
}
