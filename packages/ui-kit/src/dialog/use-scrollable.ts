import { useCallback, useState } from 'react'

/**
 * A ref for a box that may scroll, and whether it does now. A box of text that scrolls must take
 * the keyboard's focus (tabIndex 0), or a keyboard user cannot scroll it; one that does not
 * scroll should not add a stop to the tab order. Watched as the box and its contents resize.
 */
export function useScrollable<T extends HTMLElement>(): [(node: T | null) => () => void, boolean] {
  const [scrollable, setScrollable] = useState(false)
  const ref = useCallback((node: T | null) => {
    if (!node) return () => {}
    const check = () => setScrollable(node.scrollHeight > node.clientHeight)
    if (typeof ResizeObserver === 'undefined') {
      check()
      return () => {}
    }
    // Measured when the observer first reports, after the browser's own layout: the box is
    // attached in the middle of React's commit, where reading its height forced a layout of the
    // whole page during a dialog's opening (about 14 ms of it on a phone at 4x CPU).
    const observer = new ResizeObserver(check)
    observer.observe(node)
    for (const child of node.children) observer.observe(child)
    return () => observer.disconnect()
  }, [])
  return [ref, scrollable]
}
