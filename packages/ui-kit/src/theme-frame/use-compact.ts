import { useSyncExternalStore } from 'react'
import { useFirstViewport } from './first-viewport.tsx'

/**
 * Whether the window is narrower than `px`: the frame's phone arrangement. Read from matchMedia
 * during the first render, so the first paint is already right and nothing shifts; a theme's
 * own breakpoint (its frame's `compactBelow`) moves the switch. A page rendered on the server, and its
 * hydration, take the width the server guessed (`FirstViewportProvider`) and then the window's.
 */
export function useCompact(px: number): boolean {
  const query = `(max-width: ${px - 0.02}px)`
  const first = useFirstViewport()
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', notify)
      return () => list.removeEventListener('change', notify)
    },
    () => window.matchMedia(query).matches,
    () => first === 'narrow',
  )
}
