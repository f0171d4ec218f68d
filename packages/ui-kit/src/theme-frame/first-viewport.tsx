import type { FirstViewport } from '@parlor/contract'
import { createContext, type ReactNode, useContext } from 'react'

const FirstViewportContext = createContext<FirstViewport>('wide')

/**
 * The width the page's first render is made for when a server renders it before the browser has
 * said (`FirstViewport`): what depends on the window's width renders for it first, on the server
 * and in the browser's hydration alike, then follows the window.
 */
export function FirstViewportProvider({
  viewport,
  children,
}: {
  viewport: FirstViewport
  children: ReactNode
}) {
  return <FirstViewportContext value={viewport}>{children}</FirstViewportContext>
}

export function useFirstViewport(): FirstViewport {
  return useContext(FirstViewportContext)
}
