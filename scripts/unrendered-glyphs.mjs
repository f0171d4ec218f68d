// Texts Chromium drew in no font of the page's own: for a script a bare system has no font for
// (Chinese, Devanagari, Burmese), missing-glyph boxes. Shared by the site's browser tests and the
// story test. Asks DevTools which fonts drew each element's own text (CSS.getPlatformFontsForNode).

/** The scripts the site ships fonts for, as the characters that need them. */
export const scriptCharacters = /[\u0900-\u097f\u1000-\u109f\u3400-\u9fff]/

/**
 * The own text of each visible element on `page` (a Playwright page in Chromium) written in one of
 * those scripts that no web font drew, with the fonts that did. Visually hidden text (a screen
 * reader's, one pixel wide) is left out: nothing is drawn to look at.
 */
export async function unrenderedGlyphs(page) {
  const marker = 'data-glyph-check'
  const marked = await page.evaluate(
    ([pattern, attribute]) => {
      const script = new RegExp(pattern)
      let count = 0
      for (const element of document.querySelectorAll('body *')) {
        const own = [...element.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.nodeValue ?? '')
          .join('')
        const box = element.getBoundingClientRect()
        if (!script.test(own) || box.width <= 1 || box.height <= 1) continue
        element.setAttribute(attribute, String(count++))
      }
      return count
    },
    [scriptCharacters.source, marker],
  )
  if (marked === 0) return []
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send('DOM.enable')
    await cdp.send('CSS.enable')
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
      nodeId: root.nodeId,
      selector: `[${marker}]`,
    })
    const unrendered = []
    for (const nodeId of nodeIds) {
      // A part the page has drawn again since it was marked (a ticker's next entry, a rail that
      // grew) is no longer on screen: nothing of it is drawn to check.
      const drawn = await cdp.send('CSS.getPlatformFontsForNode', { nodeId }).catch((error) => {
        if (String(error).includes('Could not find node')) return undefined
        throw error
      })
      if (drawn === undefined) continue
      const { fonts } = drawn
      if (fonts.some((font) => font.isCustomFont)) continue
      const { outerHTML } = await cdp.send('DOM.getOuterHTML', { nodeId })
      const text = outerHTML
        .replace(/<[^>]*>/g, '')
        .trim()
        .slice(0, 40)
      unrendered.push(`${text} (${fonts.map((font) => font.familyName).join(', ')})`)
    }
    return unrendered
  } finally {
    await page.evaluate((attribute) => {
      for (const element of document.querySelectorAll(`[${attribute}]`)) {
        element.removeAttribute(attribute)
      }
    }, marker)
    await cdp.detach()
  }
}
