import { type AnchorHTMLAttributes, createContext, type ReactNode, useContext } from 'react'

export interface AppLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  readonly href: string
  readonly children?: ReactNode
  /**
   * The address is another site's and may be left for (navigation safety): the app's link
   * opens it in a new tab without an opener; without the flag an external address is refused.
   */
  readonly external?: boolean
}

export type LinkComponent = (props: AppLinkProps) => ReactNode

/** Without a provider (stories, tests): a plain anchor; an external one opens a new tab. */
function PlainLink({ external, ...props }: AppLinkProps) {
  return external ? <a target="_blank" rel="noopener noreferrer" {...props} /> : <a {...props} />
}

const LinkContext = createContext<LinkComponent>(PlainLink)

/**
 * How links navigate is the app's business: the shell provides its router's link here, and every
 * ui-kit section and theme renders links through it without knowing the router.
 */
export function LinkProvider({ link, children }: { link: LinkComponent; children: ReactNode }) {
  return <LinkContext.Provider value={link}>{children}</LinkContext.Provider>
}

export function AppLink(props: AppLinkProps) {
  const Link = useContext(LinkContext)
  return <Link {...props} />
}
