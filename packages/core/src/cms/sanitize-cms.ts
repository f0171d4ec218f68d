import type { Config } from 'dompurify'
import { purifier as DOMPurify } from '#purifier'

/**
 * What operator-written rich text (about us, FAQs, banking…) may hold. DOMPurify's HTML profile
 * keeps text formatting, headings, lists, links, images and tables and drops scripts, event
 * handlers and script URLs; SVG and MathML go with the profile, which also shuts the namespace
 * confusion that mutation XSS relies on. On top of that:
 * - forms and controls, frames, embeds and dialogs: an info page has no use for them, and a form
 *   is how a phishing overlay asks for a password;
 * - style sheets and style attributes: the theme styles the text, and an editor's inline
 *   `color:#000` would vanish on a dark theme (or a `position:fixed` box cover the site);
 * - popover and command attributes, which let markup open or drive other parts of the page.
 */
const config: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'optgroup',
    'datalist',
    'output',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'dialog',
  ],
  FORBID_ATTR: [
    'style',
    'popover',
    'popovertarget',
    'popovertargetaction',
    'command',
    'commandfor',
  ],
  ADD_ATTR: ['target'],
}

const sameTabTargets = new Set(['_self', '_parent', '_top'])
const linkTags = new Set(['A', 'AREA'])

/**
 * A link that opens a new tab must not hand that tab `window.opener` (it could send the site's
 * tab to a look-alike login page) nor the site's address. Any target other than the same tab
 * becomes `_blank`, so a named window cannot be reused by another page; same-tab targets are
 * dropped, since they would only matter (and break out) when the site is framed, and so is a
 * target on anything but a link.
 */
function guardNewTabs(element: Element): void {
  const target = element.getAttribute('target')
  if (target === null) return
  if (!linkTags.has(element.tagName) || sameTabTargets.has(target.trim().toLowerCase())) {
    element.removeAttribute('target')
    return
  }
  element.setAttribute('target', '_blank')
  const kept = (element.getAttribute('rel') ?? '')
    .split(/\s+/)
    .filter((token) => token && !/^(?:opener|noopener|noreferrer)$/i.test(token))
  element.setAttribute('rel', [...kept, 'noopener', 'noreferrer'].join(' '))
}

/**
 * Operator-written rich text as HTML that is safe to insert. The hook is added for this call only
 * and removed after: DOMPurify here is one instance shared with any other code, which should not
 * get this rule, and isomorphic-dompurify's `clearWindow()` (advised for long-running servers)
 * swaps the instance, which would silently drop a hook added once at start.
 */
export function sanitizeCms(html: string): string {
  DOMPurify.addHook('afterSanitizeAttributes', guardNewTabs)
  try {
    return DOMPurify.sanitize(html, config)
  } finally {
    DOMPurify.removeHook('afterSanitizeAttributes', guardNewTabs)
  }
}
