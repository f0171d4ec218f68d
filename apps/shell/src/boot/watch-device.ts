import { type Store, type Theme, viewportAtom, viewportCookie, watchViewport } from '@parlor/core'
import { readDevice } from '../device/device-atom.ts'

/**
 * Spec §4 and §9: the breakpoint (with the theme's custom one) follows the media queries and is
 * kept in the viewport cookie; device info is read again shortly after a resize settles (a
 * browser's device emulation changes the user agent without a reload).
 */
export function watchDevice(store: Store, theme: Pick<Theme, 'breakpoint'>): () => void {
  void readDevice(store)
  return watchViewport({
    window,
    ...(theme.breakpoint ? { custom: theme.breakpoint } : {}),
    onBreakpoint: (breakpoint) => {
      store.set(viewportAtom, { breakpoint })
      // biome-ignore lint/suspicious/noDocumentCookie: the cookie is the spec's, written whole
      document.cookie = viewportCookie.serialize(breakpoint)
    },
    onResize: () => void readDevice(store),
  })
}
