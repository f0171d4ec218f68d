import type { Page } from 'playwright-core'

/**
 * Labels whose text does not fit: a button, link, tab, field label or heading with text running
 * past its own box (one that cuts its text with an ellipsis on purpose aside), and a page wider
 * than the screen. Each is named by its tag and text. Only text counts: an icon's or a badge's
 * deliberate overhang, a larger invisible hit area or text for screen readers only is not a label
 * overflowing.
 */
export function overflowingLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const found: string[] = []
    if (document.documentElement.scrollWidth > width) {
      found.push(
        `the page is ${document.documentElement.scrollWidth}px wide on a ${width}px screen`,
      )
    }
    const labels = document.querySelectorAll<HTMLElement>(
      'button, a, label, [role="tab"], h1, h2, h3, th',
    )
    const range = document.createRange()
    // Text for screen readers only (clipped to a pixel) is not drawn, so it cannot overflow.
    const unseen = (element: Element | null, label: Element): boolean => {
      for (let at = element; at && at !== label.parentElement; at = at.parentElement) {
        const style = getComputedStyle(at)
        if (style.clipPath !== 'none' || style.clip !== 'auto') return true
        if (style.overflow === 'hidden' && at.getBoundingClientRect().width <= 1) return true
      }
      return false
    }
    for (const label of labels) {
      const style = getComputedStyle(label)
      const box = label.getBoundingClientRect()
      if (box.width === 0 || style.display === 'inline' || style.textOverflow === 'ellipsis') {
        continue
      }
      const texts = document.createTreeWalker(label, NodeFilter.SHOW_TEXT)
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        if (!node.textContent?.trim()) continue
        const parent = node.parentElement
        if (parent && getComputedStyle(parent).textOverflow === 'ellipsis') continue
        if (unseen(parent, label)) continue
        range.selectNodeContents(node)
        const text = range.getBoundingClientRect()
        if (text.width > 0 && (text.left < box.left - 1 || text.right > box.right + 1)) {
          // biome-ignore lint/performance/useDomNodeTextContent: the words as shown, to name the label
          const words = label.innerText.trim().replace(/\s+/g, ' ').slice(0, 40)
          found.push(
            `${label.tagName.toLowerCase()} "${words}": text ${Math.round(text.width)}px in ${Math.round(box.width)}px`,
          )
          break
        }
      }
    }
    return found
  })
}
