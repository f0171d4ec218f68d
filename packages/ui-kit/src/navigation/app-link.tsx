import { type AnchorHTMLAttributes, createContext, type ReactNode, useContext } from 'react'

export interface AppLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  readonly href: string
  readonly children?: ReactNode
}

type LinkComponent = (props: AppLinkProps) => ReactNode

const LinkContext = createContext<LinkComponent>((props) => <a {...props} />)

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
