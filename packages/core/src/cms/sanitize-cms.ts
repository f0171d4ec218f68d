import DOMPurify from 'isomorphic-dompurify'

let hooked = false

/**
 * Operator-written rich text (about us, FAQs…) becomes safe HTML: DOMPurify's defaults keep text
 * formatting, links, images and tables and drop scripts, handlers and script URLs; forms, frames
 * and style sheets go too, since an info page has no use for them. Links that open a new tab
 * cannot reach back to the site (`noopener noreferrer`).
 */
export function sanitizeCms(html: string): string {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
        node.setAttribute('rel', 'noopener noreferrer')
      }
    })
    hooked = true
  }
  return DOMPurify.sanitize(html, {
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'iframe',
      'frame',
      'object',
      'embed',
    ],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  })
}
