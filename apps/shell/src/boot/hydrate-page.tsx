import { type ReactNode, startTransition, useEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { afterFirstPaint } from './after-first-paint.ts'

/**
 * Hydrates the page the server rendered into `container`: once the browser has painted it, so
 * its paint never waits for the site's code, and in a transition, so a phone stays responsive
 * while it runs. Resolves once the page has hydrated and its effects have run.
 */
export function hydratePage(container: HTMLElement, page: ReactNode): Promise<void> {
  return new Promise((resolve) => {
    afterFirstPaint(() =>
      startTransition(() => {
        // Renders nothing, so the markup to hydrate is the page's alone.
        hydrateRoot(
          container,
          <>
            {page}
            <Hydrated onHydrated={resolve} />
          </>,
        )
      }),
    )
  })
}

function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(() => onHydrated(), [onHydrated])
  return null
}
