import { useLingui } from '@lingui/react'
import { Button, ButtonLink, PageHeader } from '@parlor/ui-kit'
import { type ErrorComponentProps, useLocation } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { ChunkLoadFailure } from '../../navigation/chunk-load-failure.ts'
import { reloadIfPending } from '../../navigation/reload-on-navigation.ts'
import { siteReachable } from '../../navigation/site-reachable.ts'

/**
 * A page that failed to render. A chunk that a new build replaced is fixed by loading the page
 * afresh (once per path in 10 s). A chunk that did not arrive because the connection is
 * down, or any other failure, shows a way on: trying again loads the page once the site answers.
 */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const { i18n } = useLingui()
  const { href } = useLocation()
  const chunkFailed = error instanceof ChunkLoadFailure
  const [reloading, setReloading] = useState(false)
  const [checking, setChecking] = useState(false)

  useEffect(() => {
    if (!chunkFailed) console.error(error)
    else if (reloadIfPending(href)) setReloading(true)
  }, [chunkFailed, href, error])

  const tryAgain = async () => {
    if (!chunkFailed) return reset()
    setChecking(true)
    // The player asked for it, so the 10 s guard against reload loops does not apply.
    if (await siteReachable()) window.location.assign(href)
    else setChecking(false)
  }

  if (reloading) return null
  return (
    <PageHeader
      title={i18n._({ id: 'errors.pageFailed', message: 'This page could not be shown' })}
      actions={
        <>
          <Button onClick={tryAgain} disabled={checking} aria-busy={checking}>
            {i18n._({ id: 'common.tryAgain', message: 'Try again' })}
          </Button>
          <ButtonLink href="/" variant="secondary">
            {i18n._({ id: 'errors.backToHome', message: 'Back to home' })}
          </ButtonLink>
        </>
      }
    >
      {i18n._({
        id: 'errors.pageFailedBody',
        message: 'Check your connection and try again.',
      })}
    </PageHeader>
  )
}
