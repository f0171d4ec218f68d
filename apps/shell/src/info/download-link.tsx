import { isSafeHref } from '@parlor/core'
import type { ReactNode } from 'react'

/**
 * A link to an app file (an APK, an iOS profile). Not through the router: on the site's own
 * domain the router would take `/download/parlor.apk` for a page. The address is the operator's,
 * so it is checked like every link (no script schemes) and the new page gets no opener.
 */
export function DownloadLink({
  href,
  children,
  testId,
}: {
  href: string
  children: ReactNode
  testId: string
}) {
  if (!isSafeHref(href)) return null
  return (
    <a className="download__button" href={href} rel="noopener noreferrer" data-testid={testId}>
      {children}
    </a>
  )
}
