import { type RefObject, useCallback, useEffect, useRef, useState } from 'react'

export interface StripScroller<TElement extends HTMLElement> {
  /** Goes on the horizontally scrolling list. */
  readonly ref: RefObject<TElement | null>
  /** Nothing further back, or nothing further on: that button has nowhere to go. */
  readonly atStart: boolean
  readonly atEnd: boolean
  /** Scrolls one card back (-1) or on (1): the width of the first card and the gap after it. */
  readonly scrollByCard: (direction: -1 | 1) => void
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false
}

/**
 * Previous and next for a row that scrolls sideways (banners, game rails). Where the row stands is
 * read from the element when the browser first lays it out, on scroll and resize, and again when
 * the number of cards changes.
 */
export function useStripScroller<TElement extends HTMLElement>(
  itemCount: number,
): StripScroller<TElement> {
  const ref = useRef<TElement>(null)
  const [edges, setEdges] = useState({ atStart: true, atEnd: false })

  const measure = useCallback(() => {
    const element = ref.current
    if (!element) return
    // Right-to-left rows scroll to negative positions; the distance from the start is what counts.
    const position = Math.abs(element.scrollLeft)
    const furthest = element.scrollWidth - element.clientWidth
    const next = { atStart: position <= 1, atEnd: position >= furthest - 1 }
    setEdges((current) =>
      current.atStart === next.atStart && current.atEnd === next.atEnd ? current : next,
    )
  }, [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new card count changes the row's width
  useEffect(() => {
    const element = ref.current
    if (!element) return
    element.addEventListener('scroll', measure, { passive: true })
    if (typeof ResizeObserver === 'undefined') {
      measure()
      return () => element.removeEventListener('scroll', measure)
    }
    // The observer's first report comes once the browser has laid the page out for its next
    // frame. Reading the row's widths here instead made the browser lay out the whole page at
    // once while a home was still being drawn (39-53 ms per home at 4x CPU, in CPU profiles).
    const resize = new ResizeObserver(measure)
    resize.observe(element)
    return () => {
      element.removeEventListener('scroll', measure)
      resize.disconnect()
    }
  }, [measure, itemCount])

  const scrollByCard = useCallback((direction: -1 | 1) => {
    const element = ref.current
    if (!element) return
    const style = getComputedStyle(element)
    const card = element.firstElementChild
    const gap = Number.parseFloat(style.columnGap) || 0
    const step = (card ? card.getBoundingClientRect().width : element.clientWidth) + gap
    const sign = style.direction === 'rtl' ? -direction : direction
    element.scrollBy({ left: sign * step, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
  }, [])

  return { ref, atStart: edges.atStart, atEnd: edges.atEnd, scrollByCard }
}
