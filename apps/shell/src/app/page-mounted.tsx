import type { AsyncRouteComponent } from '@tanstack/react-router'
import { createContext, useContext, useLayoutEffect } from 'react'

const PageMountedContext = createContext<(() => void) | undefined>(undefined)

/** Gives the pages below the function to call once one of them is on the page. */
export const PageMountedProvider = PageMountedContext.Provider

/**
 * A route's component that says when it is on the page, from a layout effect of its own. The
 * router renders each page inside a Suspense boundary, and React hydrates a server-rendered
 * boundary only after the rest of the page has committed: the app's root is on the page before
 * the page itself is. Work that changes the store (the visitor's remembered choices, the site's
 * later answers) waits for this, so the page hydrates from the store the server rendered it from.
 * A layout effect runs before any of the page's own effects, which so find the store as changed.
 * Nothing is added around the page (no element, no sibling), so `useId` names stay the server's.
 */
export function announcingMount<TProps>(
  Page: AsyncRouteComponent<TProps>,
): AsyncRouteComponent<TProps> {
  function MountedPage(props: TProps & object) {
    const mounted = useContext(PageMountedContext)
    useLayoutEffect(() => mounted?.(), [mounted])
    return <Page {...props} />
  }
  MountedPage.preload = Page.preload
  return MountedPage as AsyncRouteComponent<TProps>
}
