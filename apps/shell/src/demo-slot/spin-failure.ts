import { sessionEndingMessages, statusMessage } from '@parlor/contract'

/** Why a spin did not happen, as the player is told. */
export type SpinFailure =
  | 'insufficient-balance'
  | 'session-ended'
  | 'stake-below-minimum'
  | 'stake-above-maximum'
  /** No usable answer (network, timeout, server error): whether the spin ran is unknown. */
  | 'unreachable'

/** The failure a refused spin's statusMessage means. */
export function spinFailureOf(message: string): SpinFailure {
  if (sessionEndingMessages.includes(message)) return 'session-ended'
  switch (message) {
    case statusMessage.insufficientBalance:
      return 'insufficient-balance'
    case statusMessage.amountBelowMinimum:
      return 'stake-below-minimum'
    case statusMessage.amountAboveMaximum:
      return 'stake-above-maximum'
    default:
      return 'unreachable'
  }
}

/**
 * Whether the spin may still have happened on the server. Only then does a retry reuse the
 * Idempotency-Key, so pressing Spin again replays that round instead of staking twice; a
 * refusal the server explained moved no money, and the next press is a new spin.
 */
export function mayHaveRun(failure: SpinFailure): boolean {
  return failure === 'unreachable'
}
