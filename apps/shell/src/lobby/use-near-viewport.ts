import { useCallback, useState } from 'react'

/** A callback ref that watches its element, and stops when React lets go of it. */
export type ElementWatch<T extends Element> = (node: T | null) => (() => void) | undefined

/**
 * How far below the screen a section starts rendering. Small on purpose: the home's first load
 * carries only what a phone shows (issue 14, at most 800 elements), and rendering one section
 * takes a few milliseconds, far less than the scroll across this margin.
 */
export const nearViewportMargin = '0px 0px 120px 0px'

/**
 * Whether an element has come near the viewport, and stays true once it has: below-the-fold
 * home sections render their content then. Without IntersectionObserver (old browsers, tests in
 * jsdom) everything counts as near, so nothing is ever held back for good; rendering a first
 * document on the server nothing does, as the browser's first render must be the same.
 */
export function useNearViewport<T extends Element>(): readonly [ElementWatch<T>, boolean] {
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  )
  const ref = useCallback(
    (node: T | null) => {
      if (!node || near) return
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect()
            setNear(true)
          }
        },
        { rootMargin: nearViewportMargin },
      )
      observer.observe(node)
      return () => observer.disconnect()
    },
    [near],
  )
  return [ref, near]
}
