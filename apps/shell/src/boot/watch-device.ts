import { type Store, type Theme, viewportAtom, viewportCookie, watchViewport } from '@parlor/core'
import { readDevice } from '../device/device-atom.ts'
import { servedDevice } from '../device/served-device.ts'

/**
 * The breakpoint (with the theme's custom one) follows the media queries and is
 * kept in the viewport cookie; device info is the server's reading of the user agent when the
 * document has one (main.tsx takes it before the first render), else the parsers download and
 * read it here, and is read here again shortly after a resize settles (a browser's device
 * emulation changes the user agent without a reload).
 */
export function watchDevice(store: Store, theme: Pick<Theme, 'breakpoint'>): () => void {
  if (!servedDevice(document.documentElement, navigator)) void readDevice(store)
  // A reading is the user agent's: a phone's toolbar hiding on scroll resizes the page too, and
  // must not download the parsers to read the same agent again.
  let readFor = navigator.userAgent
  return watchViewport({
    window,
    ...(theme.breakpoint ? { custom: theme.breakpoint } : {}),
    onBreakpoint: (breakpoint) => {
      store.set(viewportAtom, { breakpoint })
      // biome-ignore lint/suspicious/noDocumentCookie: the cookie is the spec's, written whole
      document.cookie = viewportCookie.serialize(breakpoint)
    },
    onResize: () => {
      if (navigator.userAgent === readFor) return
      readFor = navigator.userAgent
      void readDevice(store)
    },
  })
}
