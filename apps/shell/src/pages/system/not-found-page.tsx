import { Trans } from '@lingui/react'
import { AppLink } from '@parlor/ui-kit'
import { useLocation } from '@tanstack/react-router'
import './not-found-page.css'

/** An image, the translated message with the missing address, a way home; not fatal. */
export function NotFoundPage() {
  const { href } = useLocation()
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <img src="/not-found.svg" alt="" width={160} height={160} />
      <h1 id="not-found-title">
        <Trans id="errors.pageNotFound" message="Page not found: {path}" values={{ path: href }} />
      </h1>
      <AppLink className="not-found__home" href="/">
        <Trans id="errors.backToHome" message="Back to home" />
      </AppLink>
    </section>
  )
}
