import { resolveNavigation } from '@parlor/core'
import type { AppLinkProps } from '@parlor/ui-kit'
import { Link, useRouter } from '@tanstack/react-router'

/**
 * How ui-kit's and the themes' links navigate: an address on this site goes through the
 * router (so it preloads on intent and applies route rules); another site's needs the external
 * flag and opens in a new tab without an opener; a script-type or unflagged external address is
 * refused, logged, and rendered as plain text rather than a link.
 */
export function RouterLink({ href, external, children, ...props }: AppLinkProps) {
  // The router's, not the window's: a first document is rendered on the server too.
  const { origin } = useRouter()
  let target: ReturnType<typeof resolveNavigation>
  try {
    target = resolveNavigation(href, {
      external: external ?? false,
      currentOrigin: origin,
    })
  } catch (error) {
    console.error(error)
    return <span className={props.className}>{children}</span>
  }
  if (target.kind === 'external') {
    return (
      <a {...props} href={target.href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    )
  }
  const url = new URL(target.path, origin)
  return (
    <Link
      {...props}
      to={url.pathname}
      search={Object.fromEntries(url.searchParams)}
      hash={url.hash.slice(1) || undefined}
    >
      {children}
    </Link>
  )
}
