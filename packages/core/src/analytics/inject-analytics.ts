import type { AnalyticsScript } from '@parlor/contract'
import { pageNonce } from '../csp/page-nonce.ts'

/** Marks every node this module added, so the page's own markup is told apart from tracking. */
export const analyticsAttribute = 'data-parlor-analytics'

/** Per document, the snippets already injected: the same snippet twice would count twice. */
const injected = new WeakMap<Document, Set<string>>()

/**
 * After startup the site's analytics snippets go in: HEAD snippets into the head, where
 * they run; BODY snippets into the body inside a `<noscript>`, as the tags meant for browsers
 * without JavaScript.
 *
 * A snippet is operator-written HTML that runs as script on purpose: it is the site owner's own
 * tracking (Google Tag Manager, the Meta pixel…), configured in their back office for their site,
 * and running it is its whole point. It is trusted as the site's own code is, which is why it does
 * not go through the CMS sanitiser. A player can never supply one. For the same reason its scripts
 * carry the page's CSP nonce: the policy runs what the site chose to run, not what was injected.
 */
export function injectAnalytics(document: Document, scripts: readonly AnalyticsScript[]): void {
  let done = injected.get(document)
  if (!done) {
    done = new Set()
    injected.set(document, done)
  }
  for (const { section, script } of scripts) {
    const key = `${section}\n${script}`
    if (script.trim() === '' || done.has(key)) continue
    if (section === 'HEAD') injectHead(document, script, pageNonce(document))
    else injectBody(document, script)
    done.add(key)
  }
}

function injectHead(document: Document, snippet: string, nonce: string | undefined): void {
  const template = document.createElement('template')
  template.innerHTML = snippet
  // Only elements can carry the marker; stray text and comments between tags are dropped.
  for (const node of Array.from(template.content.children)) {
    const element = node.localName === 'script' ? runnable(document, node, nonce) : node
    element.setAttribute(analyticsAttribute, 'head')
    document.head.append(element)
  }
}

/**
 * A script parsed from markup (innerHTML, a template) is marked "already started" and never runs;
 * a script element the page creates itself runs when inserted. So each one is made anew, with the
 * same attributes (src, async, id…) and code. Under the page's Content-Security-Policy,
 * 'strict-dynamic' surely trusts a created script only for its `src`: by the CSP specification
 * inline code needs the page's nonce (Chromium runs it without). So each gets that nonce, in place
 * of any the snippet carried (a tag manager's example code has a `nonce="…"` of its own).
 */
function runnable(
  document: Document,
  parsed: Element,
  nonce: string | undefined,
): HTMLScriptElement {
  const script = document.createElement('script')
  for (const { name, value } of Array.from(parsed.attributes)) script.setAttribute(name, value)
  if (nonce) script.nonce = nonce
  script.text = parsed.textContent ?? ''
  return script
}

/** As text inside one `<noscript>`: nothing in it is parsed or run while scripts are on. */
function injectBody(document: Document, snippet: string): void {
  const noscript = document.createElement('noscript')
  noscript.setAttribute(analyticsAttribute, 'body')
  noscript.textContent = snippet
  document.body.append(noscript)
}
