import { useLingui } from '@lingui/react'
import { Button, ButtonLink, EmptyState } from '@parlor/ui-kit'
import { type ErrorComponentProps, useLocation } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { ChunkLoadFailure } from '../../navigation/chunk-load-failure.ts'
import { reloadTo } from '../../navigation/reload-on-navigation.ts'

/**
 * A page that failed to render. A chunk that did not download means a new build replaced it: the
 * page is loaded afresh (once per path in 10 s, spec §4). Anything else shows a way on.
 */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const { i18n } = useLingui()
  const { href } = useLocation()
  const [reloading, setReloading] = useState(false)
  const chunkFailed = error instanceof ChunkLoadFailure
  useEffect(() => {
    if (chunkFailed && reloadTo(href)) setReloading(true)
    else console.error(error)
  }, [chunkFailed, href, error])
  if (reloading) return null
  return (
    <EmptyState
      title={i18n._({ id: 'errors.pageFailed', message: 'This page could not be shown' })}
      action={
        <>
          <Button onClick={() => (chunkFailed ? window.location.reload() : reset())}>
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
    </EmptyState>
  )
}
