/**
 * The nonce of the page's Content-Security-Policy, for script elements the page makes itself.
 *
 * Under a nonce-based policy with 'strict-dynamic', a script the page's code creates and inserts
 * may load (an external `src`), but an inline one runs only with the nonce. The server puts the
 * nonce on the document's own tags and on the `<meta property="csp-nonce">` Vite's preload helper
 * reads (`html.cspNonce`). Browsers hide a nonce from `getAttribute` once the page has a policy
 * (the attribute reads as empty), so the `nonce` property is read first; the attribute is the
 * fallback for pages without a policy and for DOMs that do not hide it.
 */
export function pageNonce(document: Document): string | undefined {
  for (const selector of ['meta[property="csp-nonce"]', 'script[nonce]']) {
    const element = document.querySelector<HTMLElement>(selector)
    const nonce = element?.nonce || element?.getAttribute('nonce')
    if (nonce) return nonce
  }
  return undefined
}
