import { useLingui } from '@lingui/react'
import type { SpinFailure } from './spin-failure.ts'
import { TopLink } from './top-link.tsx'
import type { SpinOutcome } from './use-spin.ts'

export interface SpinResultProps {
  readonly outcome: SpinOutcome | null
  readonly spinning: boolean
  readonly format: (minorUnits: number) => string
}

/**
 * The last result, in a polite live region so a screen reader hears it once the reels stop. The
 * region is emptied while the reels roll: two rounds with the same words are then two
 * announcements, not one.
 */
export function SpinResult({ outcome, spinning, format }: SpinResultProps) {
  return (
    <div
      className="demo-slot__result"
      aria-live="polite"
      aria-atomic="true"
      data-testid="demo-slot-result"
    >
      {spinning ? null : <ResultText outcome={outcome} format={format} />}
    </div>
  )
}

function ResultText({
  outcome,
  format,
}: {
  outcome: SpinOutcome | null
  format: (minorUnits: number) => string
}) {
  const { i18n } = useLingui()
  if (outcome === null) {
    return (
      <p className="demo-slot__message">
        {i18n._({ id: 'demoSlot.idle', message: 'Choose a stake and press Spin.' })}
      </p>
    )
  }
  if (outcome.kind === 'failure') return <FailureText failure={outcome.failure} />
  const { win } = outcome.round
  return win > 0 ? (
    <p className="demo-slot__message demo-slot__message--win">
      {i18n._({ id: 'demoSlot.won', message: 'You won {amount}', values: { amount: format(win) } })}
    </p>
  ) : (
    <p className="demo-slot__message">
      {i18n._({ id: 'demoSlot.noWin', message: 'No win this time' })}
    </p>
  )
}

function FailureText({ failure }: { failure: SpinFailure }) {
  const { i18n } = useLingui()
  switch (failure) {
    case 'insufficient-balance':
      return (
        <>
          <p className="demo-slot__message demo-slot__message--problem">
            {i18n._({
              id: 'demoSlot.insufficientBalance',
              message: 'Your balance is too low for this stake',
            })}
          </p>
          <TopLink href="/deposit">
            {i18n._({ id: 'demoSlot.deposit', message: 'Deposit' })}
          </TopLink>
        </>
      )
    case 'session-ended':
      return (
        <p className="demo-slot__message demo-slot__message--problem">
          {i18n._({
            id: 'demoSlot.sessionEnded',
            message: 'Your session has ended. Log in again on the site.',
          })}
        </p>
      )
    case 'stake-below-minimum':
      return (
        <p className="demo-slot__message demo-slot__message--problem">
          {i18n._({
            id: 'demoSlot.stakeBelowMinimum',
            message: 'This stake is below the smallest this game takes. Choose a larger stake.',
          })}
        </p>
      )
    case 'stake-above-maximum':
      return (
        <p className="demo-slot__message demo-slot__message--problem">
          {i18n._({
            id: 'demoSlot.stakeAboveMaximum',
            message: 'This stake is above the largest this game takes. Choose a smaller stake.',
          })}
        </p>
      )
    case 'unreachable':
      return (
        <p className="demo-slot__message demo-slot__message--problem">
          {i18n._({
            id: 'demoSlot.unreachable',
            message: 'The game could not reach the server. Try again.',
          })}
        </p>
      )
  }
}
