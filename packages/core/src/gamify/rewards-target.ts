import { loginModalId } from '../auth/login-entry.ts'
import type { RewardsEntry } from '../theme/define-theme.ts'

export type RewardsTarget =
  | { readonly kind: 'new-tab'; readonly path: '/minigame' }
  | { readonly kind: 'page'; readonly path: '/login' }
  | { readonly kind: 'modal'; readonly id: typeof loginModalId }

/**
 * What a click on the rewards icon does: a signed-in player gets the minigame in a new
 * tab, so the page they were on stays; a guest is asked to sign in, on the login page or, for the
 * themes whose `rewardsEntry` says so, in the login modal.
 */
export function rewardsTarget(input: {
  readonly isAuthenticated: boolean
  readonly rewardsEntry: RewardsEntry
}): RewardsTarget {
  if (input.isAuthenticated) return { kind: 'new-tab', path: '/minigame' }
  return input.rewardsEntry === 'login-modal'
    ? { kind: 'modal', id: loginModalId }
    : { kind: 'page', path: '/login' }
}
