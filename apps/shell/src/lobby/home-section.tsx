import { ButtonLink } from '@parlor/ui-kit'
import { type ReactNode, useId } from 'react'

export interface HomeSectionProps {
  /** The section's heading, which also names it for assistive technology. */
  readonly title: ReactNode
  /** A link to the whole list (all tables, all matches), beside the heading. */
  readonly seeAll?: { readonly href: string; readonly label: string }
  readonly children: ReactNode
}

/**
 * One section of the home under its heading, with the parts themes style (`home-page-section`,
 * `home-page-section-head`, `home-page-heading`; docs/themes.md).
 */
export function HomeSection({ title, seeAll, children }: HomeSectionProps) {
  const headingId = useId()
  const heading = (
    <h2 id={headingId} className="home-page__heading" data-slot="home-page-heading">
      {title}
    </h2>
  )
  return (
    <section
      className="home-page__section"
      data-slot="home-page-section"
      aria-labelledby={headingId}
    >
      {seeAll ? (
        <div className="home-page__section-head" data-slot="home-page-section-head">
          {heading}
          <ButtonLink variant="quiet" href={seeAll.href}>
            {seeAll.label}
          </ButtonLink>
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  )
}
