/** Where the page was opened: its scheme, and its host name with and without the port. */
export interface PageAddress {
  readonly protocol: string
  readonly host: string
  readonly hostname: string
}

/**
 * The invitation link a player shares: the register page of the site's affiliate domain (the
 * startup answer's `aff_domain`) with the player's code, or of this site when it has none or
 * names this one. It takes the page's scheme (https in production) and, on this site, its port,
 * so the link opens where the player copied it.
 */
export function invitationLink(affDomain: string, code: string, page: PageAddress): string {
  const domain = affDomain.trim().toLowerCase()
  const host = domain === '' || domain === page.hostname.toLowerCase() ? page.host : domain
  return `${page.protocol}//${host}/register?ref=${encodeURIComponent(code)}`
}
