import { useCallback, useState } from 'react'
import type { ElementWatch } from './use-near-viewport.ts'

const reachingEvents = ['scroll', 'pointerenter', 'focusin', 'touchstart'] as const

/**
 * Whether the player has reached into an element, and stays true once they have: scrolled it,
 * pointed at it, touched it or moved focus into it (Tab, or a screen reader's focus). A rail
 * renders its first tiles until then and the rest as soon as anyone could see them.
 */
export function useReachedInto<T extends Element>(): readonly [ElementWatch<T>, boolean] {
  const [reached, setReached] = useState(false)
  const ref = useCallback(
    (node: T | null) => {
      if (!node || reached) return
      const reach = () => setReached(true)
      // Captured: scrolling and focus happen on the rail's list and tiles, inside the element.
      for (const name of reachingEvents) {
        node.addEventListener(name, reach, { capture: true, passive: true })
      }
      return () => {
        for (const name of reachingEvents) node.removeEventListener(name, reach, { capture: true })
      }
    },
    [reached],
  )
  return [ref, reached]
}
