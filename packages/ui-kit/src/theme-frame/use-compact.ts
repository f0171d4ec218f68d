import { useSyncExternalStore } from 'react'

/**
 * Whether the window is narrower than `px`: the frame's phone arrangement. Read from matchMedia
 * during the first render (the site renders only in the browser), so the first paint is already
 * right and nothing shifts; a theme's custom breakpoint (design.md §2) moves the switch.
 */
export function useCompact(px: number): boolean {
  const query = `(max-width: ${px - 0.02}px)`
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', notify)
      return () => list.removeEventListener('change', notify)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}
