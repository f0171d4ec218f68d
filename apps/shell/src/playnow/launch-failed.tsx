import { useLingui } from '@lingui/react'
import { statusMessage } from '@parlor/contract'
import { Button, ButtonLink, EmptyState, PageHeader } from '@parlor/ui-kit'
import { translateValidation } from '@parlor/ui-kit/form'

/** Failures of the network or the server, where trying again is the remedy. */
const transient: ReadonlySet<string> = new Set([
  statusMessage.disconnect,
  statusMessage.internalServerError,
  statusMessage.serviceUnavailable,
])

/** Why the game did not start, in words, and the way to try again or go back. */
export function LaunchFailed({
  title,
  reason,
  onRetry,
}: {
  title: string
  /** The launch's status message, or `badAddress`. */
  reason: string
  onRetry: () => void
}) {
  const { i18n } = useLingui()
  const explanation =
    reason === statusMessage.notFound
      ? i18n._({ id: 'playnow.notFound', message: 'This game is not offered on this site.' })
      : reason === 'badAddress'
        ? i18n._({
            id: 'playnow.badAddress',
            message: 'The game provider answered with an address we cannot open.',
          })
        : transient.has(reason) || reason === ''
          ? i18n._({
              id: 'playnow.launchNetwork',
              message: 'We could not reach the game. Check your connection and try again.',
            })
          : translateValidation(i18n, reason)
  return (
    <div className="playnow-page">
      <PageHeader title={title} />
      <EmptyState
        title={i18n._({ id: 'playnow.launchFailed', message: 'The game could not be started' })}
        action={
          <div className="playnow-page__actions">
            <Button onClick={onRetry}>
              {i18n._({ id: 'common.tryAgain', message: 'Try again' })}
            </Button>
            <ButtonLink href="/" variant="secondary">
              {i18n._({ id: 'playnow.backToLobby', message: 'Back to the lobby' })}
            </ButtonLink>
          </div>
        }
      >
        <p data-testid="playnow-failure">{explanation}</p>
      </EmptyState>
    </div>
  )
}
